from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DB_FILE = Path(__file__).resolve().parent.parent / "var" / "conduit.sqlite3"
DB_FILE.parent.mkdir(parents=True, exist_ok=True)

engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
Session = async_sessionmaker(engine, expire_on_commit=False)
