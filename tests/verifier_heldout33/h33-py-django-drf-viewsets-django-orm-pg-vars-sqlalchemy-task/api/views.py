from django.shortcuts import get_object_or_404
from rest_framework import viewsets

from api.models import Article, Comment
from api.serializers import ArticleSerializer, CommentSerializer


class ArticleViewSet(viewsets.ModelViewSet):
    serializer_class = ArticleSerializer
    lookup_field = "slug"
    queryset = Article.objects.order_by("-created_at")


class CommentViewSet(viewsets.ModelViewSet):
    serializer_class = CommentSerializer

    def get_queryset(self):
        return Comment.objects.filter(article__slug=self.kwargs["slug"]).order_by("-created_at")

    def perform_create(self, serializer):
        serializer.save(article=get_object_or_404(Article, slug=self.kwargs["slug"]))
