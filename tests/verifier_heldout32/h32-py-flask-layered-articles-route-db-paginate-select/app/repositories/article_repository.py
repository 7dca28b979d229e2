from app.db import db
from app.models import Article


def find_by_slug(slug):
    return db.session.scalar(db.select(Article).where(Article.slug == slug))


def save(article):
    db.session.add(article)
    db.session.commit()
    return article
