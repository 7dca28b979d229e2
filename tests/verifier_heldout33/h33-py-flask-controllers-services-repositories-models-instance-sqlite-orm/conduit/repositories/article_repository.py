from conduit.extensions import db
from conduit.models import Article


class ArticleRepository:
    def by_slug(self, slug):
        return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()

    def recent(self, limit, offset):
        stmt = db.select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list(db.session.scalars(stmt))

    def count(self):
        return db.session.scalar(db.select(db.func.count(Article.id)))

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article
