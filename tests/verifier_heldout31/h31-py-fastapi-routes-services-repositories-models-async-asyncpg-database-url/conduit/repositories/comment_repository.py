from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models.comment import Comment


class CommentRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def list_for_article(self, slug: str) -> list[Comment]:
        result = await self.session.scalars(
            select(Comment).where(Comment.article_slug == slug).order_by(Comment.created_at.desc())
        )
        return list(result)

    async def add(self, comment: Comment) -> Comment:
        self.session.add(comment)
        await self.session.commit()
        await self.session.refresh(comment)
        return comment

    async def get(self, comment_id: int) -> Comment | None:
        return await self.session.get(Comment, comment_id)

    async def delete(self, comment: Comment) -> None:
        await self.session.delete(comment)
        await self.session.commit()
