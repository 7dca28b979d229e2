from sqlalchemy import select

from conduit.database import Session
from conduit.models import Comment


def for_article(article_id: int) -> list[Comment]:
    stmt = select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at)
    return list(Session.scalars(stmt))


def insert(comment: Comment) -> Comment:
    Session.add(comment)
    Session.commit()
    return comment


def get(comment_id: int) -> Comment | None:
    return Session.get(Comment, comment_id)


def remove(comment: Comment) -> None:
    Session.delete(comment)
    Session.commit()
