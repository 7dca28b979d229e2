from rest_framework import serializers

from realworld.models import Article, Tag


class AuthorSerializer(serializers.Serializer):
    username = serializers.CharField()
    bio = serializers.CharField()
    image = serializers.CharField(allow_null=True)
    following = serializers.SerializerMethodField()

    def get_following(self, obj):
        user = self.context["request"].user
        return user.is_authenticated and user.following.filter(pk=obj.pk).exists()


class ArticleSerializer(serializers.ModelSerializer):
    tagList = serializers.SlugRelatedField(source="tags", slug_field="name", many=True, queryset=Tag.objects.all())
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)
    favorited = serializers.SerializerMethodField()
    favoritesCount = serializers.SerializerMethodField()
    author = AuthorSerializer(read_only=True)

    class Meta:
        model = Article
        fields = ["slug", "title", "description", "body", "tagList", "createdAt", "updatedAt", "favorited", "favoritesCount", "author"]

    def get_favorited(self, obj):
        user = self.context["request"].user
        return user.is_authenticated and obj.favorited_by.filter(pk=user.pk).exists()

    def get_favoritesCount(self, obj):
        return obj.favorited_by.count()
