from aiohttp import web
from sqlalchemy import select

from conduit.db import Session, engine
from conduit.models import Base, Tag, User


async def health_check(_request):
    return web.json_response({"status": "ok"})


async def tags(_request):
    async with Session() as s:
        names = (await s.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def profile(request):
    async with Session() as s:
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": False}})


async def on_startup(_app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app():
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", tags)
    app.router.add_get("/api/profiles/{username}", profile)
    return app
