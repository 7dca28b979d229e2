import uuid

from slugify import slugify

from conduit.models import Article, User
from conduit.repositories import articles as article_repo
from conduit.services.errors import ApiError


def get(slug: str) -> Article:
    article = article_repo.get_by_slug(slug)
    if article is None:
        raise ApiError("article not found", 404)
    return article


def listing(tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    return article_repo.list_articles(tag, author, limit, offset)


def create(author: User, title: str, description: str, body: str, tag_list: list[str]) -> Article:
    article = Article(slug=f"{slugify(title)}-{uuid.uuid4().hex[:6]}", title=title,
                      description=description, body=body, author=author,
                      tags=article_repo.find_or_create_tags(tag_list))
    return article_repo.save(article)


def delete(me: User, slug: str) -> None:
    article = get(slug)
    if article.author_id != me.id:
        raise ApiError("forbidden", 403)
    article_repo.delete(article)


def favorite(me: User, slug: str) -> Article:
    article = get(slug)
    if me not in article.favorited_by:
        article.favorited_by.append(me)
    return article_repo.save(article)


def tags() -> list[str]:
    return article_repo.all_tag_names()
