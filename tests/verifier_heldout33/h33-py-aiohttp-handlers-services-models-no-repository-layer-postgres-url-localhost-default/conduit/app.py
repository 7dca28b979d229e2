from aiohttp import web

from conduit.db import engine
from conduit.handlers.tags import tags_handler
from conduit.models import Base


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def create_app():
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags_handler)
    return app
