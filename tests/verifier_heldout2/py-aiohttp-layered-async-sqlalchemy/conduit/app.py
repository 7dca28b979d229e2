import importlib
import os

from aiohttp import web

from conduit import settings
from conduit.entities import Base
from conduit.db import engine

HANDLER_MODULES = ["health", "profiles", "articles"]


async def init_db(app: web.Application) -> None:
    os.makedirs(settings.DATA_DIR, exist_ok=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(init_db)
    for name in HANDLER_MODULES:
        module = importlib.import_module(f"conduit.handlers.{name}")
        app.add_routes(module.routes)
    return app
