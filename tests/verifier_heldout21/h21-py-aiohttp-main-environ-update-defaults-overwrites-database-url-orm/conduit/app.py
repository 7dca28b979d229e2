from aiohttp import web
from sqlalchemy import select

from conduit.db import Session, engine
from conduit.models import Base, Tag


async def setup_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health_check(request):
    return web.json_response({"status": "ok"})


async def list_tags(request):
    async with Session() as s:
        names = (await s.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(setup_db)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", list_tags)
    return app
