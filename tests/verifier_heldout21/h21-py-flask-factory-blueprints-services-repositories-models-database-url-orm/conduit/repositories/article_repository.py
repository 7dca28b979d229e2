from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Tag


class ArticleRepository:
    def get_by_slug(self, slug: str) -> Article | None:
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.join(Article.tags).where(Tag.name == tag)
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total or 0

    def add(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article

    def all_tag_names(self) -> list[str]:
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
