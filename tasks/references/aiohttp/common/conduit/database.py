"""Engine, schema and sessions. The engine itself comes from conduit.engine, one per database."""

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.engine import create_engine
from conduit.models import Base


class Database:
    def __init__(self) -> None:
        self.engine = create_engine()
        # Objects stay readable after commit: services build their views from them.
        self.sessions: async_sessionmaker[AsyncSession] = async_sessionmaker(
            self.engine, expire_on_commit=False
        )

    async def create_schema(self) -> None:
        async with self.engine.begin() as connection:
            await connection.run_sync(Base.metadata.create_all)

    async def close(self) -> None:
        await self.engine.dispose()
