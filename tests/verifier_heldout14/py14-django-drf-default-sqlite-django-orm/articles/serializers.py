from rest_framework import serializers

from articles.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", slug_field="name", many=True, read_only=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    favorited = serializers.SerializerMethodField()
    favoritesCount = serializers.SerializerMethodField()
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt",
                  "favorited", "favoritesCount", "author"]

    def _viewer(self):
        request = self.context.get("request")
        return getattr(request, "user", None)

    def get_favorited(self, obj):
        viewer = self._viewer()
        return bool(viewer) and obj.favorited_by.filter(pk=viewer.pk).exists()

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()

    def get_author(self, obj):
        viewer = self._viewer()
        return {"username": obj.author.username, "bio": obj.author.bio, "image": obj.author.image,
                "following": bool(viewer) and viewer.following.filter(pk=obj.author.pk).exists()}
