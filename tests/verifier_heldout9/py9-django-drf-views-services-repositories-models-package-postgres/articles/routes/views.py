from rest_framework.response import Response
from rest_framework.views import APIView

from articles.services import article_service


class HealthCheckView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class ArticleListView(APIView):
    def get(self, request):
        articles, count = article_service.list_articles(request.query_params)
        return Response({"articles": articles, "articlesCount": count})


class ArticleDetailView(APIView):
    def get(self, request, slug):
        try:
            return Response({"article": article_service.get_article(slug)})
        except article_service.ArticleNotFound:
            return Response({"errors": {"body": ["article not found"]}}, status=404)


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": article_service.tags()})
