from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ..models import ArticleTag, Tag


class TagRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def popular(self, limit: int = 50) -> list[str]:
        stmt = (
            select(Tag.name)
            .join(ArticleTag, ArticleTag.tag_id == Tag.id)
            .group_by(Tag.id)
            .order_by(func.count(ArticleTag.article_id).desc(), Tag.name)
            .limit(limit)
        )
        async with self.sessions() as session:
            return list(await session.scalars(stmt))

    async def upsert_many(self, session: AsyncSession, names: list[str]) -> list[Tag]:
        tags = []
        for name in dict.fromkeys(names):
            tag = await session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                session.add(tag)
            tags.append(tag)
        return tags
