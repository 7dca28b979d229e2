from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import CONFIG

_db = CONFIG["database"]
_url = _db["url"].replace("postgresql://", "postgresql+asyncpg://", 1)
engine = create_async_engine(_url, pool_size=_db["pool_size"], echo=_db["echo"])
sessions = async_sessionmaker(engine, expire_on_commit=False)
