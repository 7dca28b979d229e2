from rest_framework import serializers


class AuthorSerializer(serializers.Serializer):
    username = serializers.CharField()
    bio = serializers.SerializerMethodField()
    image = serializers.SerializerMethodField()
    following = serializers.SerializerMethodField()

    def get_bio(self, user):
        return ""

    def get_image(self, user):
        return None

    def get_following(self, user):
        return False


class ArticleSerializer(serializers.Serializer):
    slug = serializers.CharField()
    title = serializers.CharField()
    description = serializers.CharField()
    body = serializers.CharField()
    tagList = serializers.SerializerMethodField()
    createdAt = serializers.DateTimeField(source="created_at")
    updatedAt = serializers.DateTimeField(source="updated_at")
    favorited = serializers.SerializerMethodField()
    favoritesCount = serializers.SerializerMethodField()
    author = AuthorSerializer()

    def get_tagList(self, article):
        # article.tags was prefetched by ArticleRepository._base()
        return sorted(tag.name for tag in article.tags.all())

    def get_favorited(self, article):
        return False

    def get_favoritesCount(self, article):
        return 0
