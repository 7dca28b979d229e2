# feature-file: comments
from sqlalchemy import select
from sqlalchemy.orm import selectinload

from conduit.db import Session
from conduit.models import Article, Comment
from conduit.repositories.transaction import commit


def for_article(article: Article) -> list[Comment]:
    query = (
        select(Comment)
        .where(Comment.article_id == article.id)
        .options(selectinload(Comment.author))
        .order_by(Comment.created_at.desc(), Comment.id.desc())
    )
    return list(Session.scalars(query))


def get_in_article(article: Article, comment_id: int) -> Comment | None:
    comment = Session.get(Comment, comment_id)
    return comment if comment is not None and comment.article_id == article.id else None


def add(comment: Comment) -> Comment:
    Session.add(comment)
    commit()
    return comment


def delete(comment: Comment) -> None:
    Session.delete(comment)
    commit()
