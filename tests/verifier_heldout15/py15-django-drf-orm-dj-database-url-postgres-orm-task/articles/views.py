from rest_framework.response import Response
from rest_framework.views import APIView

from articles.models import Article, Tag
from articles.serializers import ArticleSerializer


class ArticleListView(APIView):
    def get(self, request):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag := request.query_params.get("tag"):
            qs = qs.filter(tags__name=tag)
        if author := request.query_params.get("author"):
            qs = qs.filter(author__username=author)
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        page = qs[offset:offset + limit]
        return Response({"articles": ArticleSerializer(page, many=True).data, "articlesCount": qs.count()})


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
