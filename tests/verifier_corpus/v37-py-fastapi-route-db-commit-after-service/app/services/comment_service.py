from sqlalchemy.orm import Session

from app.models import Comment
from app.repositories.comment_repository import CommentRepository


class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class CommentService:
    """Business rules for comments; the repository only stages changes in the session."""

    def __init__(self, db: Session):
        self.repo = CommentRepository(db)

    def add(self, slug: str, author_id: int, body: str) -> Comment:
        article = self.repo.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return self.repo.add(Comment(body=body, article_id=article.id, author_id=author_id))

    def delete(self, slug: str, comment_id: int, user_id: int) -> None:
        comment = self.repo.get(comment_id)
        if comment is None:
            raise NotFound(comment_id)
        if comment.author_id != user_id:
            raise Forbidden(comment_id)
        self.repo.delete(comment)
