from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Tag


class TagRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_or_add(self, name: str) -> Tag:
        tag = await self.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self.session.add(tag)
        return tag
