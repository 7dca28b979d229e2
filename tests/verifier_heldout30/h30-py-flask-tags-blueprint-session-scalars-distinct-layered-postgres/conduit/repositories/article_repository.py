from sqlalchemy import func

from conduit.extensions import db
from conduit.models import Article, Tag, User


def find(tag=None, author=None, limit=20, offset=0):
    stmt = db.select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
    items = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return items, total


def get_by_slug(slug: str) -> Article | None:
    return db.session.scalar(db.select(Article).filter_by(slug=slug))


def tag_named(name: str) -> Tag:
    tag = db.session.scalar(db.select(Tag).filter_by(name=name))
    return tag or Tag(name=name)


def save(article: Article) -> Article:
    db.session.add(article)
    db.session.commit()
    return article
