import asyncio
import logging

from sqlalchemy import event, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from . import config

log = logging.getLogger(__name__)


def make_engine():
    engine = create_async_engine(config.DATABASE_URL, pool_pre_ping=True)

    @event.listens_for(engine.sync_engine, "connect")
    def _session_settings(dbapi_connection, _record):
        # every timestamp in UTC, whatever the server default is
        cursor = dbapi_connection.cursor()
        cursor.execute("SET TIME ZONE 'UTC'")
        cursor.close()

    return engine


async def wait_until_ready(engine, attempts: int = 30) -> None:
    for attempt in range(1, attempts + 1):
        try:
            async with engine.connect() as conn:
                await conn.execute(text("SELECT 1"))
            return
        except OSError as exc:
            log.warning("database not ready (%s), attempt %d", exc, attempt)
            await asyncio.sleep(1)
    raise RuntimeError("database never became ready")


def make_sessionmaker(engine):
    return async_sessionmaker(engine, expire_on_commit=False)
