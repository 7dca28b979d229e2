from rest_framework import serializers

from articles.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", many=True, read_only=True, slug_field="name")
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "created_at", "updated_at", "author"]

    def get_author(self, obj: Article) -> dict:
        return {"username": obj.author.username, "bio": "", "image": None, "following": False}
