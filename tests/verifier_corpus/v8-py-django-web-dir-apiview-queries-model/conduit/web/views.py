from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.models import Tag
from conduit.services.articles import ArticleService


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class ArticleListView(APIView):
    def get(self, request):
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        items = ArticleService().list(request.query_params.get("tag"), limit, offset)
        return Response({"articles": items, "articlesCount": len(items)})

    def post(self, request):
        article = ArticleService().create(request.data["article"])
        return Response({"article": article}, status=status.HTTP_201_CREATED)


class ArticleDetailView(APIView):
    def get(self, request, slug: str):
        article = ArticleService().get(slug)
        if article is None:
            return Response({"errors": {"article": ["not found"]}}, status=status.HTTP_404_NOT_FOUND)
        return Response({"article": article})


class TagListView(APIView):
    def get(self, request):
        names = Tag.objects.order_by("name").values_list("name", flat=True)
        return Response({"tags": list(names)})
