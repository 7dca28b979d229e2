import asyncio

from ..models import Comment, User
from ..repositories.articles import ArticleRepository, CommentRepository
from .errors import Forbidden, NotFound, ServiceError


class CommentService:
    def __init__(self, articles: ArticleRepository, comments: CommentRepository):
        self.articles = articles
        self.comments = comments

    async def _article(self, slug: str):
        article = await asyncio.to_thread(self.articles.by_slug, slug)
        if article is None:
            raise NotFound("article not found")
        return article

    async def list(self, slug: str) -> list[Comment]:
        article = await self._article(slug)
        return await asyncio.to_thread(self.comments.for_article, article.id)

    async def add(self, author: User, slug: str, body: str) -> Comment:
        if not body:
            raise ServiceError("body can't be blank")
        article = await self._article(slug)
        comment = Comment(body=body, article_id=article.id, author_id=author.id)
        return await asyncio.to_thread(self.comments.add, comment)

    async def remove(self, user: User, slug: str, comment_id: int) -> None:
        article = await self._article(slug)
        comment = await asyncio.to_thread(self.comments.get, comment_id)
        if comment is None or comment.article_id != article.id:
            raise NotFound("comment not found")
        if comment.author_id != user.id:
            raise Forbidden("only the author can delete this comment")
        await asyncio.to_thread(self.comments.delete, comment_id)
