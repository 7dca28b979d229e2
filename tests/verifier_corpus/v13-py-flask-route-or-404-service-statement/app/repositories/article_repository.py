from sqlalchemy import Select, select

from app.extensions import db
from app.models import Article, Comment


def by_slug(slug: str) -> Select:
    return select(Article).where(Article.slug == slug)


def comments_of(article_id: int) -> Select:
    return select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)


def save(entity) -> None:
    db.session.add(entity)
    db.session.commit()


def delete(entity) -> None:
    db.session.delete(entity)
    db.session.commit()


def listing(tag: str | None = None) -> Select:
    stmt = select(Article).order_by(Article.created_at.desc())
    if tag:
        stmt = stmt.where(Article.body.contains(tag))
    return stmt
