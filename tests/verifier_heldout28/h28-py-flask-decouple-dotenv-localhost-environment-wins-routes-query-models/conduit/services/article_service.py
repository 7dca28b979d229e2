import re

from conduit.models import Article, User
from conduit.repositories import articles
from conduit.services.errors import ServiceError


def create(author: User, data: dict) -> Article:
    title = data.get("title") or ""
    if not title:
        raise ServiceError("title", "can't be blank")
    article = Article(
        slug=re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-"),
        title=title,
        description=data.get("description", ""),
        body=data.get("body", ""),
        author=author,
        tags=[articles.tag(name) for name in data.get("tagList") or []],
    )
    return articles.add(article)


def get(slug: str) -> Article:
    article = articles.by_slug(slug)
    if article is None:
        raise ServiceError("article", "not found", 404)
    return article


def delete(user: User, slug: str) -> None:
    article = get(slug)
    if article.author_id != user.id:
        raise ServiceError("article", "forbidden", 403)
    articles.remove(article)
