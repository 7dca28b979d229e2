from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from .config import settings

_url = make_url(settings.database_url)
if _url.get_backend_name() == "postgresql":
    _url = _url.set(drivername="postgresql+asyncpg")

engine = create_async_engine(_url)
SessionLocal = async_sessionmaker(engine, expire_on_commit=False, class_=AsyncSession)


async def get_session():
    async with SessionLocal() as session:
        yield session
