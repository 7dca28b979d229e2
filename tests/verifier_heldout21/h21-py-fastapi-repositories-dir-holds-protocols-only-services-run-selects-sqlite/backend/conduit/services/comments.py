from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models import Comment
from conduit.repositories import CommentRepository


class CommentNotFound(Exception):
    pass


class CommentService(CommentRepository):
    """Business rules for comments; satisfies the CommentRepository protocol itself."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def list_for_article(self, slug: str) -> list[Comment]:
        stmt = select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at)
        return list(self.session.scalars(stmt))

    def add(self, comment: Comment) -> Comment:
        self.session.add(comment)
        self.session.commit()
        return comment

    def get(self, comment_id: int) -> Comment | None:
        return self.session.get(Comment, comment_id)

    def delete(self, comment: Comment) -> None:
        self.session.delete(comment)
        self.session.commit()

    def remove(self, slug: str, comment_id: int, user_id: int) -> None:
        comment = self.get(comment_id)
        if comment is None or comment.article_slug != slug or comment.author_id != user_id:
            raise CommentNotFound()
        self.delete(comment)
