from sqlalchemy import select

from blog.database import Session
from blog.models import Article


def find_by_slug(slug: str) -> Article | None:
    return Session.execute(select(Article).where(Article.slug == slug)).scalar_one_or_none()


def recent(limit: int, offset: int) -> list[Article]:
    stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
    return list(Session.execute(stmt).scalars())
