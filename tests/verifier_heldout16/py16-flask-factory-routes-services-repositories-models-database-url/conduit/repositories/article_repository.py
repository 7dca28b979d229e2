from sqlalchemy import func, select

from ..extensions import db
from ..models import Article, Tag, User, favorites


class ArticleRepository:
    def get_by_slug(self, slug):
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        count = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.limit(limit).offset(offset)).all()
        return rows, count

    def favorites_count(self, article_id):
        return db.session.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id)
        )

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def get_or_create_tag(self, name):
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag

    def all_tags(self):
        return db.session.scalars(select(Tag.name).order_by(Tag.name)).all()
