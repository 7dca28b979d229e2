import jwt
from aiohttp import web
from sqlalchemy import delete, select

from conduit.config import JWT_SECRET
from conduit.db import SESSIONMAKER
from conduit.models import Follower, User

routes = web.RouteTableDef()


def _viewer(request: web.Request) -> int | None:
    auth = request.headers.get("Authorization", "")
    return jwt.decode(auth[6:], JWT_SECRET, algorithms=["HS256"])["id"] if auth.startswith("Token ") else None


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    viewer = _viewer(request)
    async with request.app[SESSIONMAKER]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            raise web.HTTPNotFound()
        following = viewer is not None and await session.get(Follower, (user.id, viewer)) is not None
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                          "following": following}})


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request: web.Request) -> web.Response:
    viewer = _viewer(request) or 0
    async with request.app[SESSIONMAKER]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            raise web.HTTPNotFound()
        await session.execute(delete(Follower).where(Follower.user_id == user.id, Follower.follower_id == viewer))
        await session.commit()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                          "following": False}})
