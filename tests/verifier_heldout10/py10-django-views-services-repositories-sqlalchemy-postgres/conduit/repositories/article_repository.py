from sqlalchemy import func, select

from conduit.models import Article
from conduit.models.base import SessionFactory


class ArticleRepository:
    def list(self, limit: int, offset: int):
        with SessionFactory() as session:
            total = session.scalar(select(func.count(Article.id)))
            rows = session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
            return list(rows), total

    def get(self, slug: str):
        with SessionFactory() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def create(self, **fields):
        with SessionFactory.begin() as session:
            article = Article(**fields)
            session.add(article)
        return article
