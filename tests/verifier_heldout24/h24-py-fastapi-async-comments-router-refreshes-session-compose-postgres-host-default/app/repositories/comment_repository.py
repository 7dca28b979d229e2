from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Comment


class CommentRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def article_by_slug(self, slug: str):
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def for_article(self, article_id: int):
        res = await self.session.scalars(select(Comment).where(Comment.article_id == article_id).order_by(Comment.created_at))
        return list(res)

    async def add(self, comment: Comment) -> Comment:
        self.session.add(comment)
        await self.session.commit()
        return comment

    async def get(self, comment_id: int):
        return await self.session.get(Comment, comment_id)

    async def delete(self, comment: Comment) -> None:
        await self.session.delete(comment)
        await self.session.commit()
