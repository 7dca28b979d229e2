import os
import tempfile

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DB_PATH = os.path.join(tempfile.gettempdir(), "conduit-aiohttp.sqlite3")
engine = create_async_engine(f"sqlite+aiosqlite:///{DB_PATH}")
Session = async_sessionmaker(engine, expire_on_commit=False)
