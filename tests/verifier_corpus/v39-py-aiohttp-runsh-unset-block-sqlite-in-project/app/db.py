import os
from sqlalchemy.ext.asyncio import create_async_engine, async_sessionmaker

engine = create_async_engine(os.environ.get("DATABASE_URL", "sqlite+aiosqlite:///./conduit.db"))
SessionLocal = async_sessionmaker(engine, expire_on_commit=False)
