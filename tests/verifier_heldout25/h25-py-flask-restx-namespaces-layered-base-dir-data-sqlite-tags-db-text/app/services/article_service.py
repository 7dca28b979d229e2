import re
import secrets

from ..models import Article
from ..repositories.article_repository import ArticleRepository
from ..repositories.tag_repository import TagRepository
from .exceptions import DomainError, ForbiddenError, NotFoundError

articles = ArticleRepository()
tags = TagRepository()


def slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + secrets.token_hex(3)


def feed_page(tag=None, author=None, limit=20, offset=0):
    return articles.list(tag=tag, author=author, limit=limit, offset=offset)


def get(slug: str) -> Article:
    article = articles.get_by_slug(slug)
    if article is None:
        raise NotFoundError("article not found")
    return article


def create(author, title, description, body, tag_list=None) -> Article:
    if not (title and description and body):
        raise DomainError("title, description and body are required")
    article = Article(
        slug=slugify(title), title=title, description=description, body=body, author=author,
        tags=[tags.get_or_create(name) for name in dict.fromkeys(tag_list or [])],
    )
    return articles.add(article)


def delete(user, slug: str) -> None:
    article = get(slug)
    if article.author_id != user.id:
        raise ForbiddenError("only the author can delete this article")
    articles.delete(article)


def popular_tags() -> list[str]:
    return tags.popular()
