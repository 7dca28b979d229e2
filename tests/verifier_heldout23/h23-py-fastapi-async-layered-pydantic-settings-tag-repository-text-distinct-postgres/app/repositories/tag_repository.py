from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession


class TagRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def popular(self) -> list[str]:
        # only tags that are attached to at least one article
        result = await self.session.execute(text(
            "SELECT DISTINCT t.name FROM tags t "
            "JOIN article_tags at ON at.tag_id = t.id "
            "ORDER BY t.name"
        ))
        return [row[0] for row in result]
