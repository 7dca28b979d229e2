from aiohttp import web
from sqlalchemy import select

from realworld.storage import make_sessions
from realworld.tables import Base, Tag, User

SESSIONS = web.AppKey("sessions", object)


async def _database(app):
    engine, sessions = make_sessions()
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = sessions
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


async def tags(request):
    async with request.app[SESSIONS]() as s:
        return web.json_response({"tags": (await s.scalars(select(Tag.name))).all()})


async def profile(request):
    async with request.app[SESSIONS]() as s:
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": False}})


def build_app():
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.add_routes([web.get("/api/health-check", health), web.get("/api/tags", tags),
                    web.get("/api/profiles/{username}", profile)])
    return app
