from sqlalchemy import select

from src.db import Session
from src.models import Article, User


class ArticleRepository:
    def list(self, author: str | None, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).order_by(Article.created_at.desc())
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        return list(Session.scalars(stmt.limit(limit).offset(offset)))

    def by_slug(self, slug: str) -> Article | None:
        return Session.scalar(select(Article).where(Article.slug == slug))
