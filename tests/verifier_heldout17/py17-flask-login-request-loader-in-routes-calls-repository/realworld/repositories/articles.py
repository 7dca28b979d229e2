from sqlalchemy import select

from realworld.models.article import Article
from realworld.repositories.session import Session


class ArticleRepository:
    def by_slug(self, slug):
        return Session.scalar(select(Article).where(Article.slug == slug))

    def recent(self, limit, offset):
        stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return Session.scalars(stmt).all()

    def add(self, article):
        Session.add(article)
        Session.commit()
        return article
