from sqlalchemy import select

from ..models import Article


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    def by_slug(self, slug):
        with self.sessions() as s:
            return s.scalar(select(Article).where(Article.slug == slug))
