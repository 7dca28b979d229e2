from rest_framework import serializers

from articles.models import Comment


class CommentSerializer(serializers.ModelSerializer):
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    author = serializers.SerializerMethodField()

    class Meta:
        model = Comment
        fields = ["id", "body", "createdAt", "updatedAt", "author"]

    def get_author(self, comment):
        return {"username": comment.author.username, "bio": "", "image": None, "following": False}
