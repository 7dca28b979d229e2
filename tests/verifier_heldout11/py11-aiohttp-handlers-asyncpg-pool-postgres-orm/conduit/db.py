from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from . import config


def make_engine():
    return create_async_engine(config.DATABASE_URL, pool_size=5)


def make_sessionmaker(engine):
    return async_sessionmaker(engine, expire_on_commit=False)
