from rest_framework import generics
from rest_framework.decorators import api_view
from rest_framework.response import Response

from realworld.models import Article, Tag
from realworld.serializers import ArticleSerializer


@api_view(["GET"])
def health_check(request):
    return Response({"status": "ok"})


class TagListView(generics.GenericAPIView):
    queryset = Tag.objects.all()

    def get(self, request):
        return Response({"tags": list(self.get_queryset().values_list("name", flat=True))})


class ArticleListView(generics.ListAPIView):
    serializer_class = ArticleSerializer

    def get_queryset(self):
        qs = Article.objects.select_related("author").prefetch_related("tags", "favorited_by")
        params = self.request.query_params
        if "tag" in params:
            qs = qs.filter(tags__name=params["tag"])
        if "author" in params:
            qs = qs.filter(author__username=params["author"])
        if "favorited" in params:
            qs = qs.filter(favorited_by__username=params["favorited"])
        return qs

    def list(self, request, *args, **kwargs):
        qs = self.get_queryset()
        limit = int(request.query_params.get("limit", 20))
        offset = int(request.query_params.get("offset", 0))
        data = self.get_serializer(qs[offset : offset + limit], many=True).data
        return Response({"articles": data, "articlesCount": qs.count()})


class ArticleDetailView(generics.RetrieveAPIView):
    queryset = Article.objects.select_related("author")
    serializer_class = ArticleSerializer
    lookup_field = "slug"

    def retrieve(self, request, *args, **kwargs):
        return Response({"article": self.get_serializer(self.get_object()).data})
