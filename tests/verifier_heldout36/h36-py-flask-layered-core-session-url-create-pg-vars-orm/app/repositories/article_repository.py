from sqlalchemy import select

from app.db import Session
from app.models import Article


class ArticleRepository:
    def by_slug(self, slug):
        return Session.scalar(select(Article).where(Article.slug == slug))
