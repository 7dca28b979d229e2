from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Tag


class TagRepository:
    def __init__(self, sessions: async_sessionmaker):
        self._sessions = sessions

    async def names(self) -> list[str]:
        async with self._sessions() as session:
            return list(await session.scalars(select(Tag.name).order_by(Tag.name)))

    async def ensure(self, names: list[str]) -> list[Tag]:
        async with self._sessions.begin() as session:
            found = {t.name: t for t in await session.scalars(select(Tag).where(Tag.name.in_(names)))}
            for name in names:
                if name not in found:
                    found[name] = Tag(name=name)
                    session.add(found[name])
        return [found[n] for n in names]
