from conduit.models import Comment
from conduit.repositories.comment_repository import CommentRepository


class CommentError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class CommentService:
    def __init__(self, comments: CommentRepository) -> None:
        self.comments = comments

    def list(self, slug: str) -> list[Comment]:
        return self.comments.for_article(slug)

    def add(self, slug: str, author: str, body: str) -> Comment:
        if not body.strip():
            raise CommentError(422, "body can't be empty")
        return self.comments.add(Comment(article_slug=slug, author_username=author, body=body))

    def delete(self, comment_id: int, username: str) -> None:
        comment = self.comments.get(comment_id)
        if comment is None:
            raise CommentError(404, "comment not found")
        if comment.author_username != username:
            raise CommentError(403, "not your comment")
        self.comments.remove(comment_id)
