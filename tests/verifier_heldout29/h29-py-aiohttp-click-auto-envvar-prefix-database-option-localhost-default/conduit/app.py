import os

import jwt
from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from .models import Base, Follow, User

ENGINE = web.AppKey("engine", AsyncEngine)
SESSIONS = web.AppKey("sessions", async_sessionmaker)
SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


def _viewer(request: web.Request) -> int | None:
    try:
        return int(jwt.decode(request.headers.get("Authorization", "").removeprefix("Token "), SECRET,
                              algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_profile(request: web.Request) -> web.Response:
    viewer = _viewer(request)
    async with request.app[SESSIONS]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        following = False
        if viewer is not None:
            conn = await session.connection()
            result = await conn.exec_driver_sql(
                "SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2", (viewer, user.id))
            following = result.first() is not None
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": following}})


async def follow(request: web.Request) -> web.Response:
    viewer = _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    async with request.app[SESSIONS]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        if await session.get(Follow, (viewer, user.id)) is None:
            session.add(Follow(follower_id=viewer, followed_id=user.id))
            await session.commit()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": True}})


def build_app(database_url: str) -> web.Application:
    engine = create_async_engine(database_url)
    app = web.Application()
    app[ENGINE] = engine
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)

    async def init_db(_: web.Application) -> None:
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    app.on_startup.append(init_db)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/profiles/{username}", get_profile)
    app.router.add_post("/api/profiles/{username}/follow", follow)
    return app
