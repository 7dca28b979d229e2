from aiohttp import web
from sqlalchemy import select

from conduit.store import Session, init_db
from conduit.models import Tag


async def health(request):
    return web.json_response({"status": "ok"})


async def tags(request):
    with Session() as session:
        names = list(session.scalars(select(Tag.name).order_by(Tag.name)))
    return web.json_response({"tags": names})


def create_app():
    init_db()
    app = web.Application()
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    return app
