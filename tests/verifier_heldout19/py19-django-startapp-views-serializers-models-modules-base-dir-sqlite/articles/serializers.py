from rest_framework import serializers
from articles.models import Article


class ArticleSerializer(serializers.ModelSerializer):
    author = serializers.SerializerMethodField()

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "created_at", "author"]

    def get_author(self, obj):
        return {"username": obj.author.username}
