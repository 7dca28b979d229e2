from aiohttp import web

from conduit.db import engine
from conduit.handlers import articles
from conduit.models import Base


async def create_tables(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.on_startup.append(create_tables)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app
