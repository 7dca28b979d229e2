from django.http import Http404
from rest_framework.response import Response
from rest_framework.views import APIView

from articles.services.article_service import ArticleNotFound, article_service
from articles.views.serializers import ArticleSerializer


class ArticleListView(APIView):
    def get(self, request):
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        count, articles = article_service.feed_page(
            tag=request.query_params.get("tag"),
            author=request.query_params.get("author"),
            limit=limit,
            offset=offset,
        )
        return Response({"articles": ArticleSerializer(articles, many=True).data, "articlesCount": count})


class ArticleDetailView(APIView):
    def get(self, request, slug):
        try:
            article = article_service.get(slug)
        except ArticleNotFound:
            raise Http404
        return Response({"article": ArticleSerializer(article).data})
