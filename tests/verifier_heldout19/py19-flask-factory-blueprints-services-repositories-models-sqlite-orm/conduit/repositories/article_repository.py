from conduit.extensions import db
from conduit.models import Article, Tag


class ArticleRepository:
    def get_by_slug(self, slug):
        return db.session.scalar(db.select(Article).where(Article.slug == slug))

    def list(self, limit=20, offset=0, tag=None):
        stmt = db.select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.join(Article.tags).where(Tag.name == tag)
        return db.session.scalars(stmt.limit(limit).offset(offset)).all()

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def all_tag_names(self):
        return db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()
