from django.db.models import Count, QuerySet

from core.models import Article, Comment, Member, Tag


def _base() -> QuerySet[Article]:
    return (Article.objects.select_related("author").prefetch_related("tags")
            .annotate(favorites_count=Count("favorited_by")))


def by_slug(slug: str) -> Article | None:
    return _base().filter(slug=slug).first()


def search(tag: str | None, author: str | None, favorited: str | None,
           limit: int, offset: int) -> tuple[list[Article], int]:
    qs = _base()
    if tag:
        qs = qs.filter(tags__name=tag)
    if author:
        qs = qs.filter(author__username=author)
    if favorited:
        qs = qs.filter(favorited_by__username=favorited)
    return list(qs[offset:offset + limit]), qs.count()


def feed(member: Member, limit: int, offset: int) -> tuple[list[Article], int]:
    qs = _base().filter(author__follower_links__follower=member)
    return list(qs[offset:offset + limit]), qs.count()


def create(author: Member, slug: str, title: str, description: str, body: str, tags: list[str]) -> Article:
    article = Article.objects.create(author=author, slug=slug, title=title, description=description, body=body)
    article.tags.set([Tag.objects.get_or_create(name=name)[0] for name in tags])
    return by_slug(slug)


def delete(article: Article) -> None:
    article.delete()


def set_favorite(article: Article, member: Member, on: bool) -> Article:
    (article.favorited_by.add if on else article.favorited_by.remove)(member)
    return by_slug(article.slug)


def is_favorite(article: Article, member: Member) -> bool:
    return article.favorited_by.filter(pk=member.pk).exists()


def tag_names() -> list[str]:
    return list(Tag.objects.order_by("name").values_list("name", flat=True))


def comments(article: Article) -> list[Comment]:
    return list(article.comments.select_related("author").order_by("created_at"))


def add_comment(article: Article, author: Member, body: str) -> Comment:
    return Comment.objects.create(article=article, author=author, body=body)
