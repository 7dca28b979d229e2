from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, Tag, User
from conduit.services.pagination import MAX_LIMIT


class ArticlesRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def page(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        limit = min(limit, MAX_LIMIT)  # never trust the caller with an unbounded page
        result = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return result.all(), total
