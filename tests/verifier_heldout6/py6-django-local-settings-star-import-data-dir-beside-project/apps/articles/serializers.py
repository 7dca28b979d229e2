from django.utils.text import slugify
from rest_framework import serializers

from apps.articles.models import Article, Tag


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.ListField(child=serializers.CharField(), required=False, write_only=True)
    favoritesCount = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt",
                  "favoritesCount", "author"]
        read_only_fields = ["slug"]

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()

    def get_author(self, obj):
        return {"username": obj.author.username, "bio": "", "image": None, "following": False}

    def to_representation(self, obj):
        data = super().to_representation(obj)
        data["tagList"] = sorted(obj.tags.values_list("name", flat=True))
        return data

    def create(self, validated):
        names = validated.pop("tagList", [])
        article = Article.objects.create(slug=slugify(validated["title"]), **validated)
        article.tags.set([Tag.objects.get_or_create(name=n)[0] for n in set(names)])
        return article
