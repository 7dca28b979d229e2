from sqlalchemy import func, select

from ..db import Session
from ..models import Article, Tag, User


class ArticleRepository:
    def by_slug(self, slug):
        return Session.scalar(select(Article).where(Article.slug == slug))

    def search(self, tag=None, author=None, favorited=None, followed_by=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            stmt = stmt.where(Article.favorited_by.any(User.username == favorited))
        if followed_by is not None:
            stmt = stmt.where(Article.author_id.in_([u.id for u in followed_by.following]))
        total = Session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = Session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
        return rows, total

    def tag(self, name):
        return Session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    def add(self, article):
        Session.add(article)
        Session.commit()
        Session.refresh(article)  # reload author/tags/favorited_by through their eager loaders
        return article

    def delete(self, article):
        Session.delete(article)
        Session.commit()

    def set_favorite(self, article, user, on):
        if on and user not in article.favorited_by:
            article.favorited_by.append(user)
        elif not on and user in article.favorited_by:
            article.favorited_by.remove(user)
        Session.commit()

    def tag_names(self):
        return list(Session.scalars(select(Tag.name).order_by(Tag.name)))
