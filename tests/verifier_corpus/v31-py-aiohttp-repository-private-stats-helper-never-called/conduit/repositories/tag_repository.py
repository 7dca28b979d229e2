from sqlalchemy import func, select, text

from conduit.db import Session
from conduit.models import Tag, article_tags


class TagRepository:
    async def names(self) -> list[str]:
        async with Session() as session:
            return list(await session.scalars(select(Tag.name).order_by(Tag.name)))

    async def popular(self, limit: int = 10) -> list[str]:
        query = (
            select(Tag.name)
            .join(article_tags, article_tags.c.tag_id == Tag.id)
            .group_by(Tag.name)
            .order_by(func.count().desc(), Tag.name)
            .limit(limit)
        )
        async with Session() as session:
            return list(await session.scalars(query))

    async def _raw_stats(self) -> list[tuple[str, int]]:
        # first version of popular(), kept for comparing the plans
        async with Session() as session:
            result = await session.execute(
                text("SELECT t.name, COUNT(*) AS n FROM tags t JOIN article_tags at ON at.tag_id = t.id GROUP BY t.name ORDER BY n DESC")
            )
            return [(row.name, row.n) for row in result]
