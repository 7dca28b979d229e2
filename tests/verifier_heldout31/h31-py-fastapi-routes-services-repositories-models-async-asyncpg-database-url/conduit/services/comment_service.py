from conduit.models.comment import Comment
from conduit.repositories.comment_repository import CommentRepository


class CommentNotFound(Exception):
    pass


class NotCommentAuthor(Exception):
    pass


class CommentService:
    def __init__(self, comments: CommentRepository):
        self.comments = comments

    async def list(self, slug: str) -> list[Comment]:
        return await self.comments.list_for_article(slug)

    async def add(self, slug: str, author: str, body: str) -> Comment:
        return await self.comments.add(Comment(article_slug=slug, author_username=author, body=body))

    async def delete(self, slug: str, comment_id: int, author: str) -> None:
        comment = await self.comments.get(comment_id)
        if comment is None or comment.article_slug != slug:
            raise CommentNotFound(comment_id)
        if comment.author_username != author:
            raise NotCommentAuthor(comment_id)
        await self.comments.delete(comment)
