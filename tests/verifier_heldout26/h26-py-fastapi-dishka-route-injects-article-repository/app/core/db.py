from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

BASE_DIR = Path(__file__).resolve().parents[2]
DATABASE_URL = f"sqlite+aiosqlite:///{BASE_DIR / 'conduit.db'}"

engine = create_async_engine(DATABASE_URL)
session_factory = async_sessionmaker(engine, expire_on_commit=False)
