from sqlalchemy import func, select

from ..extensions import db
from ..models import Article, Tag, User, favorites


class ArticleRepository:
    def get_by_slug(self, slug):
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).all()
        return rows, total

    def favorites_count(self, article):
        return db.session.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article.id)
        )

    def get_or_create_tag(self, name):
        tag = db.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            db.session.add(tag)
        return tag

    def save(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()
