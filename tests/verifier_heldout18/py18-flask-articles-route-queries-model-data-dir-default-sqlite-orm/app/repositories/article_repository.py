from sqlalchemy import select

from ..db import db
from ..models import Article


def find_by_slug(slug):
    return db.session.scalar(select(Article).filter_by(slug=slug))


def add(article):
    db.session.add(article)
    db.session.commit()
    return article
