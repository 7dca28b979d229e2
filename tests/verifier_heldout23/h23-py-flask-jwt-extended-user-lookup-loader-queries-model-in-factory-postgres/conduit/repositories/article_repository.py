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
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(favorites, favorites.c.article_id == Article.id).where(
                favorites.c.user_id == fav_user
            )
        count = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        ).unique().all()
        return rows, count

    def get_or_create_tags(self, names):
        tags = []
        for name in names:
            tag = db.session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                db.session.add(tag)
            tags.append(tag)
        return tags

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def all_tag_names(self):
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
