from sqlalchemy import select

from app.db import SessionLocal
from app.models import Article


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionLocal() as s:
            return s.scalar(select(Article).where(Article.slug == slug))
