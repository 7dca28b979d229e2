from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def make_engine(url: str):
    return create_async_engine(url, pool_size=5)


def make_sessionmaker(engine):
    return async_sessionmaker(engine, expire_on_commit=False)
