import os
from pathlib import Path

import asyncpg
from aiohttp import web
from dishka import make_async_container
from dishka.integrations.aiohttp import setup_dishka

from conduit.handlers import health, profiles, tags
from conduit.ioc import ConduitProvider, PostgresProvider

SCHEMA = Path(__file__).with_name("schema.sql").read_text()


async def create_schema(app: web.Application) -> None:
    conn = await asyncpg.connect(os.environ["DATABASE_URL"])
    try:
        await conn.execute(SCHEMA)
    finally:
        await conn.close()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.on_startup.append(create_schema)
    app.add_routes(health.routes)
    app.add_routes(profiles.routes)
    app.add_routes(tags.routes)
    setup_dishka(container=make_async_container(PostgresProvider(), ConduitProvider()), app=app)
    return app
