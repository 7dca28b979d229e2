from rest_framework import serializers

from articles.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    favorited = serializers.SerializerMethodField()
    favoritesCount = serializers.SerializerMethodField()
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt",
                  "favorited", "favoritesCount", "author"]
        read_only_fields = ["slug"]

    def get_tagList(self, article):
        return []

    def get_favorited(self, article):
        return False

    def get_favoritesCount(self, article):
        return 0

    def get_author(self, article):
        return {"username": article.author.username, "bio": "", "image": None, "following": False}
