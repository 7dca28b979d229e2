from sqlalchemy import func, select
from conduit.db.engine import SessionFactory
from conduit.models import Article


class ArticleRepository:
    def get_by_slug(self, slug):
        with SessionFactory() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def page(self, limit, offset):
        with SessionFactory() as s:
            items = s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
            total = s.scalar(select(func.count()).select_from(Article))
            return items, total
