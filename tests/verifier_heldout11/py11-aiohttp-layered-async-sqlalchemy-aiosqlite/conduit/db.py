from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from . import config


def make_engine():
    if config.DATABASE_URL.startswith("sqlite"):
        (config.PROJECT_DIR / "data").mkdir(exist_ok=True)
    return create_async_engine(config.DATABASE_URL)


def make_sessionmaker(engine):
    return async_sessionmaker(engine, expire_on_commit=False)
