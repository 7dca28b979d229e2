from sqlalchemy import event
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings

engine = create_async_engine(settings.DATABASE_URL)


@event.listens_for(engine.sync_engine, "connect")
def attach_social(dbapi_connection, connection_record):
    cursor = dbapi_connection.cursor()
    cursor.execute(f"ATTACH DATABASE '{settings.SOCIAL_DB_PATH}' AS social")
    cursor.close()


Session = async_sessionmaker(engine, expire_on_commit=False)
