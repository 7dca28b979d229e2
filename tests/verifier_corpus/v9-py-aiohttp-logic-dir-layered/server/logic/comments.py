from server.models import Comment
from server.repositories.comments import CommentRepository


class Forbidden(Exception):
    pass


class NotFound(Exception):
    pass


class CommentLogic:
    def __init__(self, repo: CommentRepository) -> None:
        self.repo = repo

    def list(self, slug: str) -> list[dict]:
        return [self.shape(c) for c in self.repo.for_article(slug)]

    def add(self, slug: str, author: str, body: str) -> dict:
        if not body.strip():
            raise ValueError("body can't be blank")
        return self.shape(self.repo.add(Comment(article_slug=slug, author=author, body=body)))

    def remove(self, comment_id: int, author: str) -> None:
        comment = self.repo.get(comment_id)
        if comment is None:
            raise NotFound(comment_id)
        if comment.author != author:
            raise Forbidden(comment_id)
        self.repo.remove(comment_id)

    @staticmethod
    def shape(c: Comment) -> dict:
        stamp = c.created_at.isoformat()
        return {"id": c.id, "body": c.body, "createdAt": stamp, "updatedAt": stamp, "author": {"username": c.author}}
