from sqlalchemy import func, select

from ..db import Session
from ..models import Article


class ArticleRepository:
    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        total = Session.scalar(select(func.count(Article.id))) or 0
        rows = Session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))
