from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Comment
from . import article_service


def list_for(session: Session, slug: str):
    article = article_service.get_by_slug(session, slug)
    if article is None:
        return None
    return session.scalars(select(Comment).where(Comment.article_id == article.id)).all()


def add(session: Session, slug: str, body: str):
    article = article_service.get_by_slug(session, slug)
    if article is None:
        return None
    comment = Comment(article_id=article.id, body=body)
    session.add(comment)
    session.commit()
    return comment
