from aiohttp import web
from sqlalchemy import select

from conduit.models import Follow, User

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def profile(request):
    from conduit.app import SESSIONS
    async with request.app[SESSIONS]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}})
