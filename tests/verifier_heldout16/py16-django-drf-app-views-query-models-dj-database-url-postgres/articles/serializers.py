from rest_framework import serializers

from .models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", many=True, read_only=True, slug_field="name")
    favoritesCount = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "favoritesCount", "createdAt", "updatedAt"]

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()
