from aiohttp import web

from app.db import engine
from app.handlers import articles, users
from app.models import Base


async def on_startup(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def build() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app


web.run_app(build(), port=8080)
