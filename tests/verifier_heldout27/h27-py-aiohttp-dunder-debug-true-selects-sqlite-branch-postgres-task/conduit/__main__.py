from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, SessionMaker, engine
from conduit.models import Tag

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def tags(_request: web.Request) -> web.Response:
    async with SessionMaker() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def init_db(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(init_db)
    app.add_routes(routes)
    return app


web.run_app(create_app(), host="0.0.0.0", port=8080)
