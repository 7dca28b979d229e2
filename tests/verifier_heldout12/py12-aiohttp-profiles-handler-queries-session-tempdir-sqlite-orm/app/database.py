import os
import tempfile

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DB_PATH = os.path.join(tempfile.gettempdir(), "conduit.db")
DATABASE_URL = f"sqlite+aiosqlite:///{DB_PATH}"

engine = create_async_engine(DATABASE_URL, echo=False)
SessionLocal = async_sessionmaker(engine, expire_on_commit=False)
