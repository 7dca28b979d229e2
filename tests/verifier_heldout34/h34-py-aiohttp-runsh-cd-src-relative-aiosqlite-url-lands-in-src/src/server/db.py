from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from server import config

engine = create_async_engine(config.DATABASE_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)
