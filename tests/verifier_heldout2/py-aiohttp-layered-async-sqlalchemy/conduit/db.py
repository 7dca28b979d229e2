from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings

engine = create_async_engine(settings.DATABASE_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)
