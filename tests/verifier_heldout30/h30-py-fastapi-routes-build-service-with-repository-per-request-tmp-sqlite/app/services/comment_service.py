from fastapi import HTTPException

from app.models import Comment
from app.repositories.comment_repository import CommentRepository


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    def list(self, article):
        return self.repo.for_article(article.id)

    def add(self, article, author, body: str) -> Comment:
        if not body:
            raise HTTPException(status_code=422, detail={"errors": {"body": ["can't be blank"]}})
        return self.repo.create(Comment(body=body, article_id=article.id, author_id=author.id))

    def delete(self, article, author, comment_id: int) -> None:
        comment = self.repo.get(comment_id)
        if comment is None or comment.article_id != article.id:
            raise HTTPException(status_code=404, detail={"errors": {"comment": ["not found"]}})
        if comment.author_id != author.id:
            raise HTTPException(status_code=403, detail={"errors": {"comment": ["forbidden"]}})
        self.repo.delete(comment)
