from rest_framework import serializers

from .models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", many=True, read_only=True, slug_field="name")

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "created_at"]
