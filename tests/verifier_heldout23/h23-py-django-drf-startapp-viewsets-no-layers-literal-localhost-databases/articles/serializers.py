from django.utils.text import slugify
from rest_framework import serializers

from users.serializers import ProfileSerializer

from .models import Article, Tag


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.ListField(child=serializers.CharField(), required=False, write_only=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    favorited = serializers.SerializerMethodField()
    favoritesCount = serializers.SerializerMethodField()
    author = ProfileSerializer(read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt",
                  "favorited", "favoritesCount", "author"]
        read_only_fields = ["slug"]

    def get_favorited(self, obj):
        request = self.context.get("request")
        return bool(request and request.user.is_authenticated and obj.favorited_by.filter(pk=request.user.pk).exists())

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["tagList"] = sorted(t.name for t in instance.tags.all())
        return data

    def create(self, validated_data):
        tags = validated_data.pop("tagList", [])
        article = Article.objects.create(slug=slugify(validated_data["title"]), **validated_data)
        article.tags.set([Tag.objects.get_or_create(name=t)[0] for t in tags])
        return article
