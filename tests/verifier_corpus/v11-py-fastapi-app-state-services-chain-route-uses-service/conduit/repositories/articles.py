from sqlalchemy import delete, select
from sqlalchemy.orm import sessionmaker

from conduit.entities import Article


class ArticleRepository:
    def __init__(self, sessions: sessionmaker):
        self.sessions = sessions

    def find(self, slug: str) -> Article | None:
        with self.sessions() as session:
            return session.scalar(select(Article).where(Article.slug == slug))

    def add(self, article: Article) -> Article:
        with self.sessions() as session:
            session.add(article)
            session.commit()
            return article

    def remove(self, slug: str) -> None:
        with self.sessions() as session:
            session.execute(delete(Article).where(Article.slug == slug))
            session.commit()
