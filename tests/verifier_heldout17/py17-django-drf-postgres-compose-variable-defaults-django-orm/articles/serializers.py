from rest_framework import serializers

from articles.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", many=True, read_only=True, slug_field="name")
    favoritesCount = serializers.IntegerField(source="favorited_by.count", read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "favoritesCount", "created_at"]
