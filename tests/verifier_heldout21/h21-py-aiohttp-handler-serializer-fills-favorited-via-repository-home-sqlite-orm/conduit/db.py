import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

DB_FILE = os.path.expanduser("~/conduit-data/conduit.db")
os.makedirs(os.path.dirname(DB_FILE), exist_ok=True)

engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
Session = async_sessionmaker(engine, expire_on_commit=False)
