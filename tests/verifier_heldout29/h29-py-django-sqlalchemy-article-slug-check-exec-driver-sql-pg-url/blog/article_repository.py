from sqlalchemy import select

from .db import Session
from .models import Article


def slug_taken(slug: str) -> bool:
    with Session() as session:
        result = session.connection().exec_driver_sql(
            "SELECT 1 FROM articles WHERE slug = %(slug)s LIMIT 1", {"slug": slug}
        )
        return result.first() is not None


def by_slug(slug: str) -> Article | None:
    with Session() as session:
        return session.scalars(select(Article).where(Article.slug == slug)).first()


def add(article: Article) -> Article:
    with Session() as session:
        session.add(article)
        session.commit()
        return article
