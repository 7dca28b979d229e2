from rest_framework import serializers

from api.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt", "author"]

    def get_tagList(self, obj):
        return []

    def get_author(self, obj):
        return {"username": obj.author.username, "bio": obj.author.bio, "image": obj.author.image, "following": False}
