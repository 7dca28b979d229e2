from django.utils.text import slugify
from rest_framework import serializers

from articles.models import Article, Tag


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", many=True, slug_field="name",
                                           queryset=Tag.objects.all(), required=False)
    favoritesCount = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "favoritesCount", "createdAt", "updatedAt"]
        read_only_fields = ["slug"]

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()

    def create(self, validated_data):
        validated_data["slug"] = slugify(validated_data["title"])
        return super().create(validated_data)
