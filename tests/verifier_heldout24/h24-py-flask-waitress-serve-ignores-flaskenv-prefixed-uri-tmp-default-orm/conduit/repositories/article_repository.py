from sqlalchemy import select, func

from ..extensions import db
from ..models import Article, Tag, Favorite, Comment, User, Follow


class ArticleRepository:
    def get_by_slug(self, slug):
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def list(self, tag=None, author=None, favorited=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
        if favorited:
            fav_user = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(Favorite, Favorite.article_id == Article.id).where(Favorite.user_id == fav_user)
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def feed(self, user_id, limit=20, offset=0):
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def get_or_create_tags(self, names):
        tags = []
        for name in names:
            tag = db.session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                db.session.add(tag)
            tags.append(tag)
        return tags

    def all_tag_names(self):
        return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))

    def add(self, article):
        db.session.add(article)
        db.session.commit()
        return article

    def save(self, article):
        db.session.commit()
        return article

    def delete(self, article):
        db.session.delete(article)
        db.session.commit()

    def favorites_count(self, article_id):
        return db.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))

    def is_favorited(self, article_id, user_id):
        return db.session.get(Favorite, (user_id, article_id)) is not None

    def comments_for(self, article_id):
        return list(db.session.scalars(select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)))
