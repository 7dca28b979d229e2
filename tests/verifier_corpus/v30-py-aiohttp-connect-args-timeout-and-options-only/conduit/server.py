import asyncio

from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import Tag


def _tag_names():
    with Session() as session:
        return list(session.scalars(select(Tag.name).order_by(Tag.name)))


async def health_check(request):
    return web.json_response({"status": "ok"})


async def list_tags(request):
    names = await asyncio.to_thread(_tag_names)
    return web.json_response({"tags": names})


async def create_schema(app):
    await asyncio.to_thread(Base.metadata.create_all, engine)


def make_app():
    app = web.Application()
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", list_tags)
    app.on_startup.append(create_schema)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
