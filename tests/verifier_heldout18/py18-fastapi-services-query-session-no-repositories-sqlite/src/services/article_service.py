from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Article


def get_by_slug(session: Session, slug: str):
    return session.execute(select(Article).where(Article.slug == slug)).scalar_one_or_none()


def create(session: Session, title: str, body: str) -> Article:
    article = Article(slug=title.lower().replace(" ", "-"), title=title, body=body)
    session.add(article)
    session.commit()
    session.refresh(article)
    return article
