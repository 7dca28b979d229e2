from sqlalchemy import func, select

from realworld.db import Session
from realworld.models import Article, Tag, User


def search(tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tags.any(func.lower(Tag.name) == tag.lower()))
    if author:
        stmt = stmt.join(Article.author).where(func.lower(User.username) == author.lower())
    total = Session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
    rows = Session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique().all()
    return list(rows), total
