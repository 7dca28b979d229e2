from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, engine, Session
from conduit.models import Tag


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def tags(request):
    async with Session() as s:
        names = (await s.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


def create_app():
    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/tags", tags)
    return app
