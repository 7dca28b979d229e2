from sqlalchemy import select

from app.models.entities import Article
from app.storage import SessionLocal


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionLocal() as session:
            return session.scalar(select(Article).where(Article.slug == slug))
