import datetime as dt
import itertools

from sqlalchemy.orm import Session

from app.models.article import Article
from app.repositories.user_repository import _USERS

_ARTICLES: dict[str, Article] = {}
_IDS = itertools.count(1)


class ArticleRepository:
    def __init__(self, db: Session) -> None:
        self.db = db

    def get_by_slug(self, slug: str) -> Article | None:
        return _ARTICLES.get(slug)

    def list_recent(self, limit: int, offset: int) -> tuple[list[Article], int]:
        ordered = sorted(_ARTICLES.values(), key=lambda a: a.created_at, reverse=True)
        return ordered[offset : offset + limit], len(ordered)

    def add(self, article: Article) -> Article:
        article.id = next(_IDS)
        article.created_at = article.updated_at = dt.datetime.utcnow()
        article.author = _USERS[article.author_id]
        _ARTICLES[article.slug] = article
        return article

    def delete(self, article: Article) -> None:
        _ARTICLES.pop(article.slug, None)
