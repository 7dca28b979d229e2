from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.settings import DATABASE_URL

engine = create_async_engine(DATABASE_URL, pool_size=5, max_overflow=0)
Session = async_sessionmaker(engine, expire_on_commit=False)
