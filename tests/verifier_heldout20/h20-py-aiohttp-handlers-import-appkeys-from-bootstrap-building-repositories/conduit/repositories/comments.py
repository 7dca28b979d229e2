from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, Comment


class CommentRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def article_id(self, slug: str) -> int | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article.id).where(Article.slug == slug))

    async def list_for(self, article_id: int) -> list[Comment]:
        async with self.sessions() as s:
            rows = await s.scalars(select(Comment).where(Comment.article_id == article_id)
                                   .order_by(Comment.created_at.desc()))
            return list(rows)

    async def add(self, article_id: int, author_id: int, body: str) -> Comment:
        async with self.sessions.begin() as s:
            comment = Comment(article_id=article_id, author_id=author_id, body=body)
            s.add(comment)
            await s.flush()
            await s.refresh(comment, ["author", "created_at", "updated_at"])
        return comment

    async def remove(self, comment_id: int, author_id: int) -> int:
        async with self.sessions.begin() as s:
            result = await s.execute(delete(Comment).where(Comment.id == comment_id,
                                                           Comment.author_id == author_id))
        return result.rowcount
