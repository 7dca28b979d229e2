from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, make_engine, make_sessionmaker
from conduit.models import Tag
from conduit.settings import load_settings

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def list_tags(request):
    async with request.app["sessions"]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def create_schema(app):
    async with app["engine"].begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def dispose_engine(app):
    await app["engine"].dispose()


def init_app(argv=None):
    settings = load_settings()
    app = web.Application()
    app["settings"] = settings
    app["engine"] = make_engine(settings)
    app["sessions"] = make_sessionmaker(app["engine"])
    app.add_routes(routes)
    app.on_startup.append(create_schema)
    app.on_cleanup.append(dispose_engine)
    return app
