"""Write side: business rules for creating, changing and deleting articles."""
from django.db import transaction
from django.utils.text import slugify

from conduit.articles.models import Article, Tag
from conduit.articles.selectors import article_get


class PermissionDenied(Exception):
    pass


@transaction.atomic
def article_create(*, author, title: str, description: str, body: str, tags: list[str]) -> Article:
    article = Article.objects.create(author=author, title=title, description=description,
                                     body=body, slug=slugify(title))
    for name in tags:
        tag, _ = Tag.objects.get_or_create(name=name)
        article.tags.add(tag)
    return article


def article_delete(*, user, slug: str) -> None:
    article = article_get(slug=slug)
    if article.author_id != user.pk:
        raise PermissionDenied(slug)
    article.delete()


def article_favorite(*, user, slug: str) -> Article:
    article = article_get(slug=slug)
    article.favorited_by.add(user)
    return article
