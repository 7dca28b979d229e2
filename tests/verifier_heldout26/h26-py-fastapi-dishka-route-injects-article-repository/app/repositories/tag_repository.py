from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Tag


class TagRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def all_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))

    async def get_or_create(self, names: list[str]) -> list[Tag]:
        found = {t.name: t for t in await self.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        return [found.get(n) or Tag(name=n) for n in names]
