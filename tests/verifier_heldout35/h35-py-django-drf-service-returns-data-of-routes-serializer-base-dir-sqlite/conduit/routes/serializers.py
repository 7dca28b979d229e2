from rest_framework import serializers

from conduit.models import Article


class AuthorSerializer(serializers.Serializer):
    username = serializers.CharField()
    bio = serializers.CharField()
    image = serializers.CharField(allow_null=True)
    following = serializers.SerializerMethodField()

    def get_following(self, obj):
        return False


class ArticleSerializer(serializers.ModelSerializer):
    author = AuthorSerializer()
    createdAt = serializers.DateTimeField(source="created_at")
    updatedAt = serializers.DateTimeField(source="updated_at")

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "createdAt", "updatedAt", "author"]
