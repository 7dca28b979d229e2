from sqlalchemy import select

from conduit.database import Session
from conduit.models import Article, Tag


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return Session.scalars(select(Article).where(Article.slug == slug)).first()

    def list(self, tag: str | None, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        return list(Session.scalars(stmt.limit(limit).offset(offset)))
