from aiohttp import web
from sqlalchemy import select

from conduit.db import Session, engine
from conduit.tables import Base, Follow, User


async def create_tables(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def follow(request):
    follower = int(request.headers.get("X-User-Id", "0"))
    if not follower:
        raise web.HTTPUnauthorized()
    async with Session() as session:
        target = await session.scalar(select(User).where(User.username == request.match_info["username"]))
        if target is None:
            raise web.HTTPNotFound()
        if await session.get(Follow, (follower, target.id)) is None:
            session.add(Follow(follower_id=follower, followee_id=target.id))
            await session.commit()
    return web.json_response({"profile": {"username": target.username, "following": True}})


def init_app(argv=None):
    app = web.Application()
    app.on_startup.append(create_tables)
    app.router.add_get("/api/health", health)
    app.router.add_post("/api/profiles/{username}/follow", follow)
    return app
