from aiohttp import web
from sqlalchemy import select

from conduit.core.config import PORT
from conduit.core.db import Base, Session, engine
from conduit.models import Tag

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def list_tags(request):
    async with Session() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def create_schema(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app():
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(create_schema)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=PORT)
