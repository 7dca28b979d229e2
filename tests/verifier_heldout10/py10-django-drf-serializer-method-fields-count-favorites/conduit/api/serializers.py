from rest_framework import serializers

from conduit.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    author = serializers.SerializerMethodField()
    favorited = serializers.SerializerMethodField()
    favoritesCount = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "createdAt", "author", "favorited", "favoritesCount"]

    def get_author(self, obj):
        return {"username": obj.author.username, "bio": obj.author.bio, "image": obj.author.image, "following": False}

    def get_favorited(self, obj):
        user = self.context.get("user")
        return bool(user) and obj.favorited_by.filter(pk=user.pk).exists()

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()
