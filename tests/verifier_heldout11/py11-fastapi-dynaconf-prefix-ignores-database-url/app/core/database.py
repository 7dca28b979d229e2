from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from .config import settings

# DATABASE_URL is a plain postgresql:// URL; run it on the asyncpg driver
_url = make_url(settings.database_url).set(drivername="postgresql+asyncpg")

engine = create_async_engine(_url, pool_pre_ping=True)
SessionLocal = async_sessionmaker(engine, expire_on_commit=False, class_=AsyncSession)


async def get_session():
    async with SessionLocal() as session:
        yield session
