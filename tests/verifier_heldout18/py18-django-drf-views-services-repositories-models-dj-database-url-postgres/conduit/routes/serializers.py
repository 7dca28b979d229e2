from rest_framework import serializers


class ArticleInSerializer(serializers.Serializer):
    title = serializers.CharField()
    description = serializers.CharField()
    body = serializers.CharField()
    tagList = serializers.ListField(child=serializers.CharField(), required=False)


def article_out(article):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags.all()],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
    }
