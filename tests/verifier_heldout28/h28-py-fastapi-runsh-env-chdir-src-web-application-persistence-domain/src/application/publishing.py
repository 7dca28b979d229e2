import re

from application.errors import ApplicationError
from domain import Article, User
from persistence.articles import ArticleStore

articles = ArticleStore()


def to_json(article: Article) -> dict:
    return {"slug": article.slug, "title": article.title, "description": article.description,
            "body": article.body, "tagList": sorted(t.name for t in article.tags),
            "createdAt": article.created_at.isoformat(), "updatedAt": article.created_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": article.author.username, "bio": article.author.bio,
                       "image": article.author.image, "following": False}}


def browse(tag: str | None, limit: int, offset: int) -> dict:
    rows, total = articles.page(tag, limit, offset)
    return {"articles": [to_json(a) for a in rows], "articlesCount": total}


def publish(author: User, data: dict) -> dict:
    if not data.get("title"):
        raise ApplicationError(422, "title", "can't be blank")
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                      description=data.get("description", ""), body=data.get("body", ""), author_id=author.id)
    return to_json(articles.add(article, data.get("tagList") or []))


def read(slug: str) -> dict:
    article = articles.by_slug(slug)
    if article is None:
        raise ApplicationError(404, "article", "not found")
    return to_json(article)


def tags() -> list[str]:
    return articles.tag_names()
