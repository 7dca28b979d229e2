from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article, User


def list_articles(db: Session, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
    stmt = select(Article)
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    total = db.scalar(select(func.count()).select_from(stmt.subquery()))
    return list(db.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))), total
