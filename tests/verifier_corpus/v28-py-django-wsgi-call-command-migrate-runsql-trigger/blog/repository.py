from sqlalchemy import select

from blog.db import SessionLocal
from blog.models import Article


def update_article(slug, **changes):
    with SessionLocal() as s:
        article = s.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            return None
        for key, value in changes.items():
            setattr(article, key, value)
        s.commit()
        s.refresh(article)
        return article


def get_article(slug):
    with SessionLocal() as s:
        return s.scalar(select(Article).where(Article.slug == slug))
