from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Comment


class CommentRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def for_article(self, slug: str) -> list[Comment]:
        async with self._sessions() as session:
            rows = await session.scalars(select(Comment).where(Comment.article_slug == slug).order_by(Comment.id))
            return list(rows)

    async def add(self, comment: Comment) -> Comment:
        async with self._sessions() as session:
            session.add(comment)
            await session.commit()
            await session.refresh(comment, ["author"])
            return comment

    async def delete_owned(self, comment_id: int, author_id: int) -> int:
        async with self._sessions() as session:
            result = await session.execute(
                delete(Comment).where(Comment.id == comment_id, Comment.author_id == author_id)
            )
            await session.commit()
            return result.rowcount
