from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DB_PATH = Path(__file__).resolve().parent.parent / "conduit.db"
engine = create_async_engine(f"sqlite+aiosqlite:///{DB_PATH}")
Session = async_sessionmaker(engine, expire_on_commit=False)
