from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Tag


class TagRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def ensure(self, names: list[str]) -> list[Tag]:
        """Insert missing tags in one round-trip, then load them all."""
        if names:
            connection = await self.session.connection()
            raw = await connection.get_raw_connection()
            await raw.driver_connection.executemany(
                "INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO NOTHING",
                [(name,) for name in names],
            )
        return list(await self.session.scalars(select(Tag).where(Tag.name.in_(names))))

    async def names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))
