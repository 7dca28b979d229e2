from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import async_database_url, settings

engine = create_async_engine(async_database_url(), echo=bool(settings.sql_echo), pool_pre_ping=True)
session_factory = async_sessionmaker(engine, expire_on_commit=False)
