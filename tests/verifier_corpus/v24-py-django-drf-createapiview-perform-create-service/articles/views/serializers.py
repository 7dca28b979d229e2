from rest_framework import serializers


class CommentInputSerializer(serializers.Serializer):
    body = serializers.CharField()
