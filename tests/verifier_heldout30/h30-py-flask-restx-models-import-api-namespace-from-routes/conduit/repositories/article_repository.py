from sqlalchemy import func

from conduit.extensions import db
from conduit.models.article import Article, Tag, article_tags
from conduit.models.user import User


def search(tag=None, author=None, limit=20, offset=0):
    stmt = db.select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author:
        stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
    total = db.session.scalar(db.select(func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).all()
    return rows, total


def by_slug(slug):
    return db.session.scalar(db.select(Article).filter_by(slug=slug))


def tag(name):
    return db.session.scalar(db.select(Tag).filter_by(name=name)) or Tag(name=name)


def save(article):
    db.session.add(article)
    db.session.commit()
    return article


def tag_names():
    stmt = db.select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct()
    return list(db.session.scalars(stmt))
