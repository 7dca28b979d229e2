from conduit.extensions import db
from conduit.models import Article


def find_by_slug(slug: str) -> Article | None:
    return db.session.execute(db.select(Article).filter_by(slug=slug)).scalar_one_or_none()


def page(limit: int, offset: int) -> tuple[list[Article], int]:
    query = db.select(Article).order_by(Article.created_at.desc())
    total = db.session.execute(db.select(db.func.count()).select_from(Article)).scalar_one()
    return list(db.session.execute(query.limit(limit).offset(offset)).scalars()), total


def save(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article
