from sqlalchemy import select

from api.db import Session
from api.models import Article


def by_slug(slug):
    return Session().scalar(select(Article).where(Article.slug == slug))
