# feature-file: articles
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Tag, article_tags


class TagRepository:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def get_or_create(self, names: Sequence[str]) -> list[Tag]:
        existing = {
            tag.name: tag
            for tag in await self._session.scalars(select(Tag).where(Tag.name.in_(names)))
        }
        missing = [Tag(name=name) for name in names if name not in existing]
        self._session.add_all(missing)
        await self._session.flush()
        return [*existing.values(), *missing]

    async def in_use(self) -> list[str]:
        """Names of the tags that at least one article carries, alphabetically."""
        rows = await self._session.scalars(
            select(Tag.name).join(article_tags).distinct().order_by(Tag.name)
        )
        return list(rows)
