from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Tag


class TagRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def list_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))
