from aiohttp import web
from sqlalchemy import select

from conduit.keys import SESSIONMAKER
from conduit.models import Tag, User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    async with request.app[SESSIONMAKER]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    async with request.app[SESSIONMAKER]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response(
        {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}}
    )
