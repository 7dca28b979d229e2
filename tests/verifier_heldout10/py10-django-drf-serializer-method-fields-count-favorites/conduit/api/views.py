from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.api.serializers import ArticleSerializer
from conduit.services.article_service import ArticleService, NotFound

service = ArticleService()


def _token(request):
    header = request.headers.get("Authorization", "")
    return header[6:] if header.startswith("Token ") else None


class HealthCheck(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class ArticleListView(APIView):
    def get(self, request):
        user = service.current_user(_token(request))
        rows, count = service.page(int(request.query_params.get("limit", 20)), int(request.query_params.get("offset", 0)))
        data = ArticleSerializer(rows, many=True, context={"user": user}).data
        return Response({"articles": data, "articlesCount": count})


class FavoriteView(APIView):
    def post(self, request, slug):
        user = service.current_user(_token(request))
        if user is None:
            return Response({"errors": {"body": ["unauthorized"]}}, status=401)
        try:
            article = service.favorite(slug, user)
        except NotFound:
            return Response({"errors": {"article": ["not found"]}}, status=404)
        return Response({"article": ArticleSerializer(article, context={"user": user}).data})
