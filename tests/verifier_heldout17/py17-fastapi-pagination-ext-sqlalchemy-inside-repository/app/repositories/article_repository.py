from fastapi_pagination import LimitOffsetParams
from fastapi_pagination.ext.sqlalchemy import paginate
from sqlalchemy import select

from app.core.db import SessionLocal
from app.models import Article


class ArticleRepository:
    def page(self, params: LimitOffsetParams, author: str | None = None):
        stmt = select(Article).order_by(Article.created_at.desc())
        if author:
            stmt = stmt.where(Article.author == author)
        with SessionLocal() as session:
            return paginate(session, stmt, params)

    def by_slug(self, slug: str):
        with SessionLocal() as session:
            return session.scalar(select(Article).where(Article.slug == slug))
