from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from ..models import Comment


class CommentRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def for_article(self, article_id: int) -> list[Comment]:
        async with self.sessions() as session:
            rows = await session.scalars(select(Comment).where(Comment.article_id == article_id)
                                         .order_by(Comment.created_at))
            return list(rows)

    async def create(self, **fields) -> Comment:
        async with self.sessions() as session:
            comment = Comment(**fields)
            session.add(comment)
            await session.commit()
            await session.refresh(comment, ["author"])
            return comment

    async def delete(self, comment_id: int, author_id: int) -> int:
        async with self.sessions() as session:
            result = await session.execute(delete(Comment).where(Comment.id == comment_id,
                                                                 Comment.author_id == author_id))
            await session.commit()
            return result.rowcount
