from ..db import db
from ..models import Article, Tag


class ArticleRepository:
    """Builds the base queries; callers narrow them down."""

    def query(self):
        return Article.query

    def by_slug(self, slug):
        return Article.query.filter_by(slug=slug).first()

    def tag(self, name):
        tag = Tag.query.filter_by(name=name).first()
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag

    def tag_names(self):
        return [t.name for t in Tag.query.order_by(Tag.name).all()]

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()

    def commit(self):
        db.session.commit()
