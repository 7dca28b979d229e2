from rest_framework import serializers

from api.models import Comment


class AuthorSerializer(serializers.Serializer):
    username = serializers.CharField()
    bio = serializers.CharField()
    image = serializers.CharField(allow_null=True)
    following = serializers.SerializerMethodField()

    def get_following(self, _obj):
        return False


class CommentSerializer(serializers.ModelSerializer):
    author = AuthorSerializer(read_only=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)

    class Meta:
        model = Comment
        fields = ["id", "body", "createdAt", "updatedAt", "author"]
