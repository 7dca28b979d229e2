from conduit.extensions import db
from conduit.models import Article, Tag, User


class ArticleRepository:
    def get_by_slug(self, slug):
        return db.session.scalar(db.select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, limit=20, offset=0):
        stmt = db.select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        count = db.session.scalar(db.select(db.func.count()).select_from(stmt.subquery()))
        items = db.session.scalars(stmt.limit(limit).offset(offset)).all()
        return items, count

    def tag(self, name):
        tag = db.session.scalar(db.select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag

    def all_tag_names(self):
        return db.session.scalars(db.select(Tag.name).order_by(Tag.name)).all()

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()
