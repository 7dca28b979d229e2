# feature-file: comments
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Comment


class CommentRepository:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def get(self, comment_id: int) -> Comment | None:
        return await self._session.get(Comment, comment_id)

    async def for_article(self, article_id: int) -> list[Comment]:
        """Comments on an article, most recent first."""
        rows = await self._session.scalars(
            select(Comment)
            .where(Comment.article_id == article_id)
            .order_by(Comment.created_at.desc(), Comment.id.desc())
        )
        return list(rows)

    async def add(self, comment: Comment) -> Comment:
        self._session.add(comment)
        await self._session.flush()
        return comment

    async def delete(self, comment: Comment) -> None:
        await self._session.delete(comment)
        await self._session.flush()
