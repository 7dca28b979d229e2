from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Article, Tag


def by_slug(slug: str) -> Article | None:
    return db.session.scalar(select(Article).where(Article.slug == slug))


def tag(name: str) -> Tag:
    found = db.session.scalar(select(Tag).where(Tag.name == name))
    return found or Tag(name=name)


def add(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article


def remove(article: Article) -> None:
    db.session.delete(article)
    db.session.commit()
