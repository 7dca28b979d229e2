from app.entities import Comment
from app.repositories.comment_repository import CommentRepository


class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class CommentService:
    def __init__(self, comments: CommentRepository):
        self.comments = comments

    async def list(self, slug: str) -> list[Comment]:
        article_id = await self.comments.article_id(slug)
        if article_id is None:
            raise NotFound(slug)
        return await self.comments.for_article(article_id)

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        article_id = await self.comments.article_id(slug)
        if article_id is None:
            raise NotFound(slug)
        return await self.comments.add(article_id, author_id, body)

    async def delete(self, comment_id: int, user_id: int) -> None:
        author = await self.comments.author_of(comment_id)
        if author is None:
            raise NotFound(comment_id)
        if author != user_id:
            raise Forbidden(comment_id)
        await self.comments.delete(comment_id)
