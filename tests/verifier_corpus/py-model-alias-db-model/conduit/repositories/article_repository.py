from conduit.extensions import db
from conduit.models.article import Article


def find_by_slug(slug: str) -> Article | None:
    return Article.query.filter_by(slug=slug).first()


def recent(limit: int, offset: int) -> list[Article]:
    return list(db.session.scalars(db.select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)))


def add(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article
