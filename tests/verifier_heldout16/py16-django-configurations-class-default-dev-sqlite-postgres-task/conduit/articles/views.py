from rest_framework import generics, serializers

from .models import Article


class ArticleSerializer(serializers.ModelSerializer):
    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "created_at", "updated_at"]


class ArticleList(generics.ListAPIView):
    queryset = Article.objects.order_by("-created_at")
    serializer_class = ArticleSerializer


class ArticleDetail(generics.RetrieveAPIView):
    queryset = Article.objects.all()
    serializer_class = ArticleSerializer
    lookup_field = "slug"
