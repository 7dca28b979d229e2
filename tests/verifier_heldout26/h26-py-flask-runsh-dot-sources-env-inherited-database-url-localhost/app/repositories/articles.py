from sqlalchemy import select

from app.db import Session
from app.models import Article


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))

    def recent(self, limit: int, offset: int) -> list[Article]:
        return list(Session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)))
