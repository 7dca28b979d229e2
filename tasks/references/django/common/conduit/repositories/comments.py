# feature-file: comments
"""Storage of comments."""

from sqlalchemy import select

from conduit.database import Session
from conduit.models import Comment


def get(comment_id: int) -> Comment | None:
    return Session.get(Comment, comment_id)


def for_article(article_id: int) -> list[Comment]:
    query = (
        select(Comment)
        .where(Comment.article_id == article_id)
        .order_by(Comment.created_at, Comment.id)
    )
    return list(Session.scalars(query))


def save(comment: Comment) -> Comment:
    Session.add(comment)
    Session.commit()
    return comment


def delete(comment: Comment) -> None:
    Session.delete(comment)
    Session.commit()
