from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Article


class ArticleRepository:
    def by_slug(self, slug):
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def recent(self, limit, offset):
        stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list(db.session.scalars(stmt))
