from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from app.config.settings import get_app_settings, get_postgres_settings
from app.adapters.orm.mappers import metadata

engine: AsyncEngine = create_async_engine(
    get_postgres_settings().url,
    echo=get_app_settings().debug,
    pool_pre_ping=True,
)
SessionFactory = async_sessionmaker(engine, expire_on_commit=False)


async def create_schema() -> None:
    async with engine.begin() as conn:
        await conn.run_sync(metadata.create_all)
