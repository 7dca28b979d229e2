from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.domain import Tag


class TagStore:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def all_names(self) -> list[str]:
        async with self._sessions() as s:
            return list(await s.scalars(select(Tag.name).order_by(Tag.name)))
