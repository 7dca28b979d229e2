from rest_framework import viewsets
from rest_framework.decorators import api_view
from rest_framework.response import Response

from articles.models import Article, Tag
from articles.serializers import ArticleSerializer


class ArticleViewSet(viewsets.ModelViewSet):
    queryset = Article.objects.select_related("author").prefetch_related("tags")
    serializer_class = ArticleSerializer
    lookup_field = "slug"

    def get_queryset(self):
        qs = super().get_queryset()
        if tag := self.request.query_params.get("tag"):
            qs = qs.filter(tags__name=tag)
        if author := self.request.query_params.get("author"):
            qs = qs.filter(author__username=author)
        return qs

    def perform_create(self, serializer):
        serializer.save(author=self.request.user)


@api_view(["GET"])
def tag_list(request):
    return Response({"tags": list(Tag.objects.values_list("name", flat=True))})
