from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Article


def get_by_slug(db: Session, slug: str) -> Article | None:
    return db.scalar(select(Article).where(Article.slug == slug))


def list_recent(db: Session, limit: int, offset: int) -> list[Article]:
    return list(db.scalars(select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)))
