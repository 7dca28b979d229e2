from django.http import JsonResponse
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.routes.common import viewer_of
from conduit.routes.serializers import ArticleInSerializer
from conduit.services import article_service
from conduit.services.errors import ServiceError


class ArticlesView(APIView):
    def get(self, request):
        items, total = article_service.list_articles(
            viewer_of(request), tag=request.query_params.get("tag"), author=request.query_params.get("author"),
            favorited=request.query_params.get("favorited"), limit=int(request.query_params.get("limit", 20)),
            offset=int(request.query_params.get("offset", 0)))
        return Response({"articles": items, "articlesCount": total})

    def post(self, request):
        viewer = viewer_of(request)
        if viewer is None:
            raise ServiceError(401, "token", "is missing")
        serializer = ArticleInSerializer(data=request.data.get("article") or {})
        if not serializer.is_valid():
            return Response({"errors": serializer.errors}, status=422)
        return Response({"article": article_service.create_article(viewer, serializer.validated_data)},
                        status=status.HTTP_201_CREATED)


class ArticleDetailView(APIView):
    def get(self, request, slug):
        return Response({"article": article_service.get_article(slug, viewer_of(request))})

    def delete(self, request, slug):
        viewer = viewer_of(request)
        if viewer is None:
            raise ServiceError(401, "token", "is missing")
        article_service.delete_article(slug, viewer)
        return Response(status=status.HTTP_204_NO_CONTENT)


class TagsView(APIView):
    def get(self, request):
        return Response({"tags": article_service.tags()})


def health_check(request):
    return JsonResponse({"status": "ok"})
