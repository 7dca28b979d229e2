"""Reusable queries over the models."""

from sqlalchemy import func, select

from app.extensions import db
from app.models.article import Article, Tag, User, article_tags


def _filtered(tag: str | None, author: str | None):
    stmt = select(Article)
    if tag:
        stmt = stmt.join(article_tags).join(Tag).where(Tag.name == tag)
    if author:
        stmt = stmt.join(User, Article.author_id == User.id).where(User.username == author)
    return stmt


def list_articles(tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    stmt = _filtered(tag, author)
    total = db.session.scalar(select(func.count()).select_from(stmt.subquery()))
    page = db.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
    return list(page), total or 0


def article_by_slug(slug: str) -> Article | None:
    return db.session.scalar(select(Article).where(Article.slug == slug))


def tag_names() -> list[str]:
    return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))
