from rest_framework import generics

from articles.models import Article, Tag
from articles.serializers import ArticleSerializer
from rest_framework.response import Response
from rest_framework.views import APIView


class ArticleList(generics.ListAPIView):
    serializer_class = ArticleSerializer

    def get_queryset(self):
        qs = Article.objects.select_related("author").prefetch_related("tags")
        if tag := self.request.query_params.get("tag"):
            qs = qs.filter(tags__name=tag)
        return qs


class TagList(APIView):
    def get(self, request):
        return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
