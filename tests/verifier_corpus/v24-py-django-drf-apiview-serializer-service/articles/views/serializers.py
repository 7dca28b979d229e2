from rest_framework import serializers


class ArticleInputSerializer(serializers.Serializer):
    title = serializers.CharField(max_length=255)
    description = serializers.CharField(allow_blank=True, default="")
    body = serializers.CharField()
