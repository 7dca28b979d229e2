import re
import secrets

from conduit.models import Article, User
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.errors import ApiError

articles = ArticleRepository()


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + secrets.token_hex(3)


def list_articles(**filters):
    return articles.search(**filters)


def get(slug: str) -> Article:
    article = articles.by_slug(slug)
    if article is None:
        raise ApiError("article not found", 404)
    return article


def create(author: User, data: dict) -> Article:
    article = Article(slug=_slug(data["title"]), title=data["title"], description=data["description"],
                      body=data["body"], author=author)
    article.tags = [articles.tag(name) for name in dict.fromkeys(data.get("tagList") or [])]
    return articles.add(article)


def delete(author: User, slug: str) -> None:
    article = get(slug)
    if article.author_id != author.id:
        raise ApiError("forbidden", 403)
    articles.delete(article)


def favorites_count(article: Article) -> int:
    return articles.favorites_count(article)


def tags() -> list[str]:
    return articles.tag_names()
