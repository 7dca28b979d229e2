"""All tables live in their own PostgreSQL schema, `conduit`, inside the task's database."""
import os

from sqlalchemy import MetaData
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase
from sqlalchemy.schema import CreateSchema

SCHEMA = "conduit"


class Base(DeclarativeBase):
    metadata = MetaData(schema=SCHEMA)


def engine_url():
    return make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")


async def init_db():
    engine = create_async_engine(engine_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.execute(CreateSchema(SCHEMA, if_not_exists=True))
        await conn.run_sync(Base.metadata.create_all)
    return engine, async_sessionmaker(engine, expire_on_commit=False)
