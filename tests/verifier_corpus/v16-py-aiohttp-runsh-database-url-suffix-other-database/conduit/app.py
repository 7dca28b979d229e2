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


async def _schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.on_startup.append(_schema)
    return app
