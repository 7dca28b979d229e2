from sqlalchemy.ext.asyncio import AsyncSession

from app.repositories.tag_repository import TagRepository


class TagService:
    def __init__(self, session: AsyncSession):
        self.tags = TagRepository(session)

    async def all_tags(self) -> list[str]:
        return await self.tags.list_names()
