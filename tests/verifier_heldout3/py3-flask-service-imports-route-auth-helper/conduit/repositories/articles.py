from conduit.db import db
from conduit.models import Article


def by_slug(slug: str) -> Article | None:
    return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()


def latest(limit: int, offset: int) -> list[Article]:
    stmt = db.select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
    return list(db.session.execute(stmt).scalars())


def count() -> int:
    return db.session.execute(db.select(db.func.count(Article.id))).scalar_one()


def save(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article


def delete(article: Article) -> None:
    db.session.delete(article)
    db.session.commit()
