import os

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.schema import CreateSchema

SCHEMA = "conduit_app"

url = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")

# keep the app's tables in their own schema of the given database
engine = create_async_engine(
    url,
    connect_args={"server_settings": {"search_path": SCHEMA, "application_name": "conduit"}},
)
Session = async_sessionmaker(engine, expire_on_commit=False)


async def init_schema(metadata):
    async with engine.begin() as conn:
        await conn.execute(CreateSchema(SCHEMA, if_not_exists=True))
        await conn.run_sync(metadata.create_all)
