from sqlalchemy import select

from conduit.db import SessionLocal
from conduit.models.entities import Article, User


class ArticleRepository:
    def by_slug(self, slug):
        with SessionLocal() as s:
            return s.scalar(select(Article).where(Article.slug == slug))

    def by_author(self, username, limit, offset):
        with SessionLocal() as s:
            stmt = select(Article).join(Article.author).where(User.username == username).order_by(Article.created_at.desc())
            return list(s.scalars(stmt.limit(limit).offset(offset)))

    def add(self, article):
        with SessionLocal() as s:
            s.add(article)
            s.commit()
            s.refresh(article)
            return article
