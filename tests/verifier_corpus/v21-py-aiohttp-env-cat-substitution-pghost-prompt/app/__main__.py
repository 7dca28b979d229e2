import logging

from aiohttp import web

from app.config import LOG_LEVEL, PORT
from app.db import Base, engine
from app.handlers.tags import routes
import app.models  # noqa: F401


async def on_startup(application: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def on_cleanup(application: web.Application) -> None:
    await engine.dispose()


def build() -> web.Application:
    application = web.Application()
    application.add_routes(routes)
    application.on_startup.append(on_startup)
    application.on_cleanup.append(on_cleanup)
    return application


if __name__ == "__main__":
    logging.basicConfig(level=LOG_LEVEL)
    web.run_app(build(), host="0.0.0.0", port=PORT)
