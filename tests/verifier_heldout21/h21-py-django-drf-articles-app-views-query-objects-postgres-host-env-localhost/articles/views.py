from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from rest_framework.response import Response
from rest_framework.views import APIView

from articles.models import Article
from articles.serializers import ArticleSerializer


def health_check(request):
    return JsonResponse({"status": "ok"})


class ArticleListView(APIView):
    def get(self, request):
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        qs = Article.objects.order_by("-created_at")
        data = ArticleSerializer(qs[offset:offset + limit], many=True).data
        return Response({"articles": data, "articlesCount": qs.count()})


class ArticleDetailView(APIView):
    def get(self, request, slug):
        article = get_object_or_404(Article, slug=slug)
        return Response({"article": ArticleSerializer(article).data})
