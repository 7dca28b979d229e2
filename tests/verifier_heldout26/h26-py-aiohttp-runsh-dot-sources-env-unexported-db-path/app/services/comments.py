from app.models import Comment
from app.repositories.comments import CommentRepository


class CommentNotFound(Exception):
    pass


class NotYourComment(Exception):
    pass


class CommentService:
    def __init__(self, repository: CommentRepository):
        self.repository = repository

    async def list(self, slug: str) -> list[Comment]:
        return await self.repository.for_article(slug)

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        if not body.strip():
            raise ValueError("body can't be blank")
        return await self.repository.add(slug, author_id, body)

    async def delete(self, comment_id: int, user_id: int) -> None:
        comment = await self.repository.get(comment_id)
        if comment is None:
            raise CommentNotFound(comment_id)
        if comment.author.id != user_id:
            raise NotYourComment(comment_id)
        await self.repository.delete(comment_id)
