from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models.tag import Tag


class TagRepository:
    def __init__(self, sessions: async_sessionmaker):
        self._sessions = sessions

    async def all_names(self) -> list[str]:
        async with self._sessions() as session:
            return list(await session.scalars(select(Tag.name).order_by(Tag.name)))
