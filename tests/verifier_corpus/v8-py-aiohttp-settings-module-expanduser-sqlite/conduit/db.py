from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.settings import SQLITE_FILE

SQLITE_FILE.parent.mkdir(parents=True, exist_ok=True)
engine = create_async_engine(f"sqlite+aiosqlite:///{SQLITE_FILE}")
sessions = async_sessionmaker(engine, expire_on_commit=False)
