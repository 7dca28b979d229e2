from django.shortcuts import get_object_or_404
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Article, Tag
from .serializers import ArticleSerializer


class ArticleListView(APIView):
    def get(self, request):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag := request.query_params.get("tag"):
            qs = qs.filter(tags__name=tag)
        if author := request.query_params.get("author"):
            qs = qs.filter(author__user__username=author)
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        data = ArticleSerializer(qs[offset:offset + limit], many=True).data
        return Response({"articles": data, "articlesCount": qs.count()})


class ArticleDetailView(APIView):
    def get(self, request, slug):
        article = get_object_or_404(Article, slug=slug)
        return Response({"article": ArticleSerializer(article).data})


class TagListView(APIView):
    def get(self, request):
        return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
