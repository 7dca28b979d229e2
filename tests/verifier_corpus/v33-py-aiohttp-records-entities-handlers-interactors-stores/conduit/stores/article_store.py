from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.records import ArticleRecord, TagRecord


class ArticleStore:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> ArticleRecord | None:
        return await self.session.scalar(select(ArticleRecord).where(ArticleRecord.slug == slug))

    async def recent(self, limit: int, offset: int) -> list[ArticleRecord]:
        stmt = select(ArticleRecord).order_by(ArticleRecord.created_at.desc()).limit(limit).offset(offset)
        return list(await self.session.scalars(stmt))

    async def add(self, record: ArticleRecord) -> ArticleRecord:
        self.session.add(record)
        await self.session.commit()
        return record

    async def tag_names(self) -> list[str]:
        return list(await self.session.scalars(select(TagRecord.name).order_by(TagRecord.name)))
