from aiohttp import web
from sqlalchemy import select

from conduit.models import Base, Tag
from conduit.storage import engine, sessions


async def startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(_):
    return web.json_response({"status": "ok"})


async def tags(_):
    async with sessions() as s:
        names = list(await s.scalars(select(Tag.name).order_by(Tag.name)))
    return web.json_response({"tags": names})


def make_app():
    app = web.Application()
    app.on_startup.append(startup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    return app
