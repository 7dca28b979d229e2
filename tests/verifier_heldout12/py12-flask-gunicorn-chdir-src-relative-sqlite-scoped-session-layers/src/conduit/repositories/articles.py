from sqlalchemy import select

from conduit.database import Session
from conduit.models import Article


def by_slug(slug: str) -> Article | None:
    return Session.scalars(select(Article).where(Article.slug == slug)).first()
