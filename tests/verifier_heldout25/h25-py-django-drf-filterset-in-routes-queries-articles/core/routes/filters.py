import django_filters

from ..models import Article


class ArticleFilterSet(django_filters.FilterSet):
    tag = django_filters.CharFilter(field_name="tags__name")
    author = django_filters.CharFilter(field_name="author__username")
    favorited = django_filters.CharFilter(field_name="favorited_by__username")

    class Meta:
        model = Article
        fields = ["tag", "author", "favorited"]
