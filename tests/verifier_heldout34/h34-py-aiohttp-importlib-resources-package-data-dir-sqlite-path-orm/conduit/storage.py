from importlib.resources import files

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DB_PATH = files("conduit") / "data" / "conduit.sqlite3"

engine = create_async_engine(f"sqlite+aiosqlite:///{DB_PATH}")
sessions = async_sessionmaker(engine, expire_on_commit=False)
