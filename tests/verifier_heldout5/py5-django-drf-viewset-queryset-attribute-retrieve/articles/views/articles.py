from rest_framework import mixins, viewsets
from rest_framework.response import Response

from articles.models import Article
from articles.services.article_service import ArticleService
from articles.views.serializers import ArticleSerializer


class ArticleViewSet(mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    """GET /api/articles (through the service) and GET /api/articles/<slug> (DRF's retrieve)."""

    queryset = Article.objects.select_related("author").prefetch_related("tags")
    serializer_class = ArticleSerializer
    lookup_field = "slug"
    service = ArticleService()

    def retrieve(self, request, *args, **kwargs):
        response = super().retrieve(request, *args, **kwargs)
        return Response({"article": response.data})

    def list(self, request):
        rows, total = self.service.list_articles(
            limit=int(request.query_params.get("limit", 20)),
            offset=int(request.query_params.get("offset", 0)),
            tag=request.query_params.get("tag"),
            author=request.query_params.get("author"),
        )
        return Response({"articles": ArticleSerializer(rows, many=True).data, "articlesCount": total})
