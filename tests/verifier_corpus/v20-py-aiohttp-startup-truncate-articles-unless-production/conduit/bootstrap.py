import logging
import os

from sqlalchemy import text

from conduit.db import Base, Session, engine
from conduit import models  # noqa: F401  (register tables)

log = logging.getLogger(__name__)


async def prepare_database(app) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    # start every non-production run from an empty articles table
    if os.getenv("APP_ENV", "development") != "production":
        async with Session() as session:
            await session.execute(text("TRUNCATE TABLE articles RESTART IDENTITY CASCADE"))
            await session.commit()
        log.info("articles table reset")


async def dispose_database(app) -> None:
    await engine.dispose()
