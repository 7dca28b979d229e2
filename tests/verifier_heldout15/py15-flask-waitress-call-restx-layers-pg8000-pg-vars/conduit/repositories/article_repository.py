from sqlalchemy import func, select

from conduit.extensions import db
from conduit.models import Article, Favorite, Tag, User


class ArticleRepository:
    def search(self, tag, author, favorited, limit, offset):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.join(Favorite, Favorite.article_id == Article.id).join(User, User.id == Favorite.user_id)
            stmt = stmt.where(User.username == favorited)
        total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
        return rows, total

    def by_slug(self, slug):
        return db.session.scalar(select(Article).where(Article.slug == slug))

    def add(self, tag_names, **fields):
        article = Article(**fields)
        for name in dict.fromkeys(tag_names):
            article.tags.append(db.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name))
        db.session.add(article)
        db.session.commit()
        return article

    def remove(self, article):
        db.session.delete(article)
        db.session.commit()

    def is_favorited(self, article_id, user_id):
        return user_id is not None and db.session.get(Favorite, (user_id, article_id)) is not None

    def favorites_count(self, article_id):
        return db.session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))
