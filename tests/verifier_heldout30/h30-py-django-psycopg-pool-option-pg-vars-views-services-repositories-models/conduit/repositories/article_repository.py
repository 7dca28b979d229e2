from django.db.models import Count

from conduit.models import Article, Tag, User


def search(tag=None, author=None, favorited=None, limit=20, offset=0):
    qs = Article.objects.select_related("author").prefetch_related("tags").annotate(
        favorites_count=Count("favorited_by", distinct=True)
    )
    if tag:
        qs = qs.filter(tags__name=tag)
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorited_by__username=favorited)
    total = qs.count()
    return list(qs[offset:offset + limit]), total


def by_slug(slug: str) -> Article | None:
    return (Article.objects.select_related("author").prefetch_related("tags")
            .annotate(favorites_count=Count("favorited_by")).filter(slug=slug).first())


def create(author: User, slug: str, title: str, description: str, body: str, tag_names: list[str]) -> Article:
    article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
    article.tags.set([Tag.objects.get_or_create(name=name)[0] for name in tag_names])
    return by_slug(slug)


def tag_list(article: Article) -> list[str]:
    return sorted(t.name for t in article.tags.all())


def is_favorited(article: Article, user: User) -> bool:
    return article.favorited_by.filter(pk=user.pk).exists()


def favorite(article: Article, user: User) -> None:
    article.favorited_by.add(user)


def tag_names() -> list[str]:
    return list(Tag.objects.filter(articles__isnull=False).values_list("name", flat=True).distinct().order_by("name"))
