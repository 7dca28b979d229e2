from rest_framework.response import Response
from rest_framework.views import APIView

from ..services.article_service import ArticleNotFound, ArticleService
from ..services.tag_service import TagService
from .serializers import ArticleInSerializer, article_out


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": TagService().all()})


class ArticleCreateView(APIView):
    def post(self, request):
        ser = ArticleInSerializer(data=request.data.get("article", {}))
        if not ser.is_valid():
            return Response({"errors": ser.errors}, status=422)
        return Response({"article": article_out(ArticleService().create(ser.validated_data))}, status=201)


class ArticleDetailView(APIView):
    def get(self, request, slug):
        try:
            return Response({"article": article_out(ArticleService().get(slug))})
        except ArticleNotFound:
            return Response({"errors": {"article": ["not found"]}}, status=404)
