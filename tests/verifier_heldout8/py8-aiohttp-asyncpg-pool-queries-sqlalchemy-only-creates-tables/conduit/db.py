import os

import asyncpg
from aiohttp import web
from sqlalchemy import create_engine

from conduit.models import metadata

DATABASE_URL = os.environ["DATABASE_URL"]


def create_schema() -> None:
    engine = create_engine(DATABASE_URL)
    metadata.create_all(engine)
    engine.dispose()


async def pg_pool(app: web.Application):
    create_schema()
    app["pool"] = await asyncpg.create_pool(dsn=DATABASE_URL, min_size=1, max_size=10)
    yield
    await app["pool"].close()
