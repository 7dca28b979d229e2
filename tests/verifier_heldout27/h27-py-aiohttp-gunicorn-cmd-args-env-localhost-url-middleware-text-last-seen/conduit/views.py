from aiohttp import web
from sqlalchemy import select

from conduit.db import SessionMaker
from conduit.models import User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    if request["user_id"] is None:
        raise web.HTTPUnauthorized()
    async with SessionMaker() as session:
        user = await session.get(User, request["user_id"])
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image}})


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with SessionMaker() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}})
