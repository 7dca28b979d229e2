from sqlalchemy import select
from sqlalchemy.orm import sessionmaker

from app.models import Article


class ArticleRepository:
    def __init__(self, sessions: sessionmaker):
        self._sessions = sessions

    def by_slug(self, slug: str) -> Article | None:
        with self._sessions() as s:
            return s.scalar(select(Article).where(Article.slug == slug))
