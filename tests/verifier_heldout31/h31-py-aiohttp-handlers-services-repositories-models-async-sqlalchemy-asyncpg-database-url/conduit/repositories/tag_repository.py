from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.models import Tag, article_tags


class TagRepository:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]):
        self.sessions = sessions

    async def most_used(self, limit: int = 20) -> list[str]:
        stmt = (
            select(Tag.name)
            .join(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.name)
            .order_by(func.count(article_tags.c.article_id).desc(), Tag.name)
            .limit(limit)
        )
        async with self.sessions() as session:
            return list(await session.scalars(stmt))
