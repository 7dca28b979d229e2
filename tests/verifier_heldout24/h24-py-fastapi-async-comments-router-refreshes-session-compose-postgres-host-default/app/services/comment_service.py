from app.models import Comment
from app.repositories.comment_repository import CommentRepository


class NotFound(Exception):
    pass


class Forbidden(Exception):
    pass


class CommentService:
    def __init__(self, repo: CommentRepository):
        self.repo = repo

    async def list(self, slug: str):
        article = await self.repo.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return await self.repo.for_article(article.id)

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        article = await self.repo.article_by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return await self.repo.add(Comment(body=body, article_id=article.id, author_id=author_id))

    async def delete(self, slug: str, comment_id: int, user_id: int) -> None:
        comment = await self.repo.get(comment_id)
        if comment is None:
            raise NotFound(comment_id)
        if comment.author_id != user_id:
            raise Forbidden(comment_id)
        await self.repo.delete(comment)
