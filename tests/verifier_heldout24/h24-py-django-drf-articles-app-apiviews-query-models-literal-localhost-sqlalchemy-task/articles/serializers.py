from rest_framework import serializers

from .models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at")
    updatedAt = serializers.DateTimeField(source="updated_at")
    favoritesCount = serializers.IntegerField(source="favorites_count", default=0)
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt", "favoritesCount", "author"]

    def get_tagList(self, obj):
        return sorted(t.name for t in obj.tags.all())

    def get_author(self, obj):
        return {"username": obj.author.username, "bio": obj.author.bio, "image": obj.author.image, "following": False}
