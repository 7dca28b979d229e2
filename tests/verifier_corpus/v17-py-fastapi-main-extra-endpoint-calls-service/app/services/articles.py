from collections.abc import Iterator

from app.db import SessionLocal
from app.repositories.articles import ArticleRepository


def _out(article) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
    }


class ArticleService:
    def __init__(self, repository: ArticleRepository) -> None:
        self.repository = repository

    def listing(self, limit: int, offset: int) -> dict:
        return {
            "articles": [_out(a) for a in self.repository.page(limit, offset)],
            "articlesCount": self.repository.count(),
        }

    def one(self, slug: str) -> dict | None:
        article = self.repository.by_slug(slug)
        return None if article is None else {"article": _out(article)}

    def tags(self) -> dict:
        return {"tags": self.repository.tag_names()}


def article_service() -> Iterator[ArticleService]:
    """Request-scoped service: one session per request."""
    with SessionLocal() as session:
        yield ArticleService(ArticleRepository(session))
