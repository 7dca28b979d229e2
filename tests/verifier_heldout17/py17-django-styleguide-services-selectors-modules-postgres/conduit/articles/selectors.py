"""Read side: every query that fetches articles or tags."""
from django.db.models import Count, Exists, OuterRef, QuerySet

from conduit.articles.models import Article, Tag


def article_list(*, tag: str | None = None, author: str | None = None, user=None) -> QuerySet[Article]:
    qs = Article.objects.select_related("author").prefetch_related("tags").annotate(
        favorites_count=Count("favorited_by", distinct=True)
    )
    if tag:
        qs = qs.filter(tags__name=tag)
    if author:
        qs = qs.filter(author__username=author)
    if user is not None and user.is_authenticated:
        qs = qs.annotate(favorited=Exists(
            Article.favorited_by.through.objects.filter(article_id=OuterRef("pk"), user_id=user.pk)))
    return qs


def article_get(*, slug: str) -> Article:
    return Article.objects.select_related("author").get(slug=slug)


def tag_names() -> list[str]:
    return list(Tag.objects.order_by("name").values_list("name", flat=True))
