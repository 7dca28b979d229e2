from rest_framework import serializers

from api.models import Article, Comment


class AuthorSerializer(serializers.Serializer):
    username = serializers.CharField()
    bio = serializers.SerializerMethodField()
    image = serializers.SerializerMethodField()
    following = serializers.SerializerMethodField()

    def get_bio(self, obj):
        return ""

    def get_image(self, obj):
        return None

    def get_following(self, obj):
        return False


class ArticleSerializer(serializers.ModelSerializer):
    author = AuthorSerializer(read_only=True)
    tagList = serializers.SlugRelatedField(source="tags", slug_field="name", many=True, read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "created_at", "updated_at", "author"]


class CommentSerializer(serializers.ModelSerializer):
    author = AuthorSerializer(read_only=True)

    class Meta:
        model = Comment
        fields = ["id", "body", "created_at", "updated_at", "author"]
