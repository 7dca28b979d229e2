from conduit.models import Comment
from conduit.repositories.comment_repository import CommentRepository


class CommentError(Exception):
    status = 400


class CommentNotFound(CommentError):
    status = 404


class Forbidden(CommentError):
    status = 403


class CommentService:
    def __init__(self, repository: CommentRepository | None = None):
        self.repository = repository or CommentRepository()

    def list(self, slug: str) -> list[Comment]:
        return self.repository.for_article(slug)

    def add(self, slug: str, author: str, body: str) -> Comment:
        if not body.strip():
            raise CommentError("body can't be blank")
        return self.repository.create(slug, author, body)

    def remove(self, slug: str, comment_id: int, author: str) -> None:
        comment = self.repository.get(comment_id)
        if comment is None or comment.article_slug != slug:
            raise CommentNotFound(comment_id)
        if comment.author_username != author:
            raise Forbidden(comment_id)
        self.repository.delete(comment)
