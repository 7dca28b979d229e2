import os

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import DATABASE_URL


def _ensure_parent_dir(url: str) -> None:
    database = make_url(url).database
    if database and database != ":memory:":
        os.makedirs(os.path.dirname(os.path.abspath(database)), exist_ok=True)


_ensure_parent_dir(DATABASE_URL)
engine = create_async_engine(DATABASE_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)
