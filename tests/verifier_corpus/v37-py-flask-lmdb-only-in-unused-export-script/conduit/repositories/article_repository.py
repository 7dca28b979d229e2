from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Article


def find_by_slug(slug: str) -> Article | None:
    return db.session.scalar(select(Article).where(Article.slug == slug))
