from sqlalchemy import select

from src.db import Session
from src.models.article import Article
from src.services.events import article_deleted, article_saved


def by_slug(slug):
    with Session() as session:
        return session.scalar(select(Article).where(Article.slug == slug))


def insert(**fields):
    with Session() as session:
        article = Article(**fields)
        session.add(article)
        session.commit()
    article_saved.send(article)
    return article


def delete(article):
    with Session() as session:
        session.delete(session.merge(article))
        session.commit()
    article_deleted.send(article)
