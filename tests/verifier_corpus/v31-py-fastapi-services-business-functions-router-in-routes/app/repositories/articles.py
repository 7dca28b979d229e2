from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Article


def get_by_slug(session: Session, slug: str) -> Article | None:
    return session.scalar(select(Article).where(Article.slug == slug))


def page(session: Session, limit: int, offset: int) -> tuple[list[Article], int]:
    rows = session.scalars(select(Article).order_by(Article.id.desc()).limit(limit).offset(offset))
    return list(rows), session.scalar(select(func.count()).select_from(Article)) or 0
