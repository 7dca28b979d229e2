from sqlalchemy import select

from conduit.database import Session
from conduit.models import Article


def add(article: Article) -> Article:
    with Session() as session:
        session.add(article)
        session.commit()
        return article


def by_slugs(slugs: list[str]) -> list[Article]:
    with Session() as session:
        return list(session.scalars(select(Article).where(Article.slug.in_(slugs))))
