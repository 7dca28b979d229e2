# feature-file: comments
from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from conduit.models import Comment


class CommentRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def for_article(self, article_id: int) -> list[Comment]:
        query = (
            select(Comment)
            .where(Comment.article_id == article_id)
            .order_by(Comment.created_at.desc(), Comment.id.desc())
            .options(selectinload(Comment.author))
        )
        return list(self._session.scalars(query))

    def get(self, article_id: int, comment_id: int) -> Comment | None:
        comment = self._session.get(Comment, comment_id)
        return comment if comment is not None and comment.article_id == article_id else None

    def add(self, comment: Comment) -> None:
        self._session.add(comment)
        self._session.flush()

    def delete(self, comment: Comment) -> None:
        self._session.delete(comment)
