from sqlalchemy import func, select

from ..extensions import db
from ..models import Article, Tag


class ArticleRepository:
    def by_slug(self, slug):
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, limit=20, offset=0):
        stmt = select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.join(Article.tags).where(Tag.name == tag)
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        return db.session.scalars(stmt.limit(limit).offset(offset)).all(), total

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()
