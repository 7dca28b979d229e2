from sqlalchemy import select

from app.models import Article
from app.repositories.database import SessionLocal


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionLocal() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def recent(self, limit: int, offset: int) -> list[Article]:
        with SessionLocal() as session:
            stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
            return list(session.scalars(stmt))
