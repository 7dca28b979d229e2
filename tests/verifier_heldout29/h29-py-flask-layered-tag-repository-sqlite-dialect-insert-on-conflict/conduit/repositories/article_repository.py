from sqlalchemy import func, select

from ..extensions import db
from ..models import Article, Tag


class ArticleRepository:
    def by_slug(self, slug: str) -> Article | None:
        return db.session.scalars(select(Article).where(Article.slug == slug)).first()

    def list(self, tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        query = select(Article)
        if tag:
            query = query.where(Article.tags.any(Tag.name == tag))
        total = db.session.scalar(select(func.count()).select_from(query.subquery()))
        rows = db.session.scalars(query.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return list(rows), total

    def save(self, article: Article) -> Article:
        db.session.add(article)
        db.session.commit()
        return article
