from django.db.models import Count

from articles.models import Article, Tag


def list_articles(tag=None, author=None, favorited=None, limit=20, offset=0):
    qs = Article.objects.select_related("author").prefetch_related("tags").annotate(
        favorites_count=Count("favorited_by", distinct=True))
    if tag:
        qs = qs.filter(tags__name=tag)
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorited_by__username=favorited)
    return list(qs[offset:offset + limit]), qs.count()


def get_by_slug(slug):
    return (Article.objects.select_related("author").prefetch_related("tags")
            .annotate(favorites_count=Count("favorited_by")).filter(slug=slug).first())


def tag_names():
    return list(Tag.objects.order_by("name").values_list("name", flat=True))
