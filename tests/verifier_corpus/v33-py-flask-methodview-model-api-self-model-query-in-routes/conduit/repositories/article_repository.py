from conduit.extensions import db
from conduit.models import Article


def by_slug(slug: str) -> Article | None:
    return db.session.scalar(db.select(Article).filter_by(slug=slug))


def save(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article
