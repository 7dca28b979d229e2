from aiohttp import web
from sqlalchemy import select

from conduit.models import User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    async with request.app["sessions"]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "following": False}})
