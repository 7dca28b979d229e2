from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.settings import POSTGRES_URL

engine = create_async_engine(POSTGRES_URL, pool_pre_ping=True)
SessionFactory = async_sessionmaker(engine, expire_on_commit=False)
