from sqlalchemy import func, select

from conduit.models import Article
from conduit.repositories.session import SessionFactory


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        with SessionFactory() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        with SessionFactory() as s:
            total = s.scalar(select(func.count(Article.id))) or 0
            rows = s.scalars(select(Article).order_by(Article.created_at.desc())
                             .limit(limit).offset(offset)).all()
            return list(rows), total
