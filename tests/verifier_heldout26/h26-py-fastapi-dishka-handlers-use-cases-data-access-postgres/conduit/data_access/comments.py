from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.entities import Comment


class CommentGateway:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def for_article(self, slug: str) -> list[Comment]:
        rows = await self.session.scalars(
            select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc())
        )
        return list(rows)

    async def add(self, comment: Comment) -> Comment:
        self.session.add(comment)
        await self.session.commit()
        await self.session.refresh(comment, ["author"])
        return comment

    async def remove(self, comment_id: int) -> None:
        await self.session.execute(delete(Comment).where(Comment.id == comment_id))
        await self.session.commit()
