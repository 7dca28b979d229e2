from rest_framework.decorators import api_view
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Article


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


class ArticleList(APIView):
    def get(self, request):
        rows = Article.objects.order_by("-created_at")[:20]
        return Response({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})
