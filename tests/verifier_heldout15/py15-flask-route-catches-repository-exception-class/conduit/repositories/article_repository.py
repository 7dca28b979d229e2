from sqlalchemy import select

from conduit.database import db
from conduit.models.article import Article
from conduit.repositories.errors import RecordNotFound


def get_by_slug(slug):
    article = db.session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        raise RecordNotFound(slug)
    return article
