from aiohttp import web

from conduit import models  # noqa: F401
from conduit.db import Base, engine
from conduit.handlers import articles
from conduit.middleware import session_per_request


async def _create_tables(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build() -> web.Application:
    app = web.Application(middlewares=[session_per_request])
    app.on_startup.append(_create_tables)
    app.router.add_get("/api/health-check", articles.health)
    app.router.add_post("/api/articles", articles.create_article)
    return app


web.run_app(build(), host="0.0.0.0", port=8000)
