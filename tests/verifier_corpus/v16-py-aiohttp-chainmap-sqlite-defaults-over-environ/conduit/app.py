from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import Tag


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    async with Session() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def on_startup(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def on_cleanup(app: web.Application) -> None:
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app
