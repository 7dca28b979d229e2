from sqlalchemy import select

from backend.database import SessionLocal
from backend.models import Article


class ArticleRepository:
    def by_slug(self, slug: str):
        with SessionLocal() as s:
            return s.scalar(select(Article).where(Article.slug == slug))
