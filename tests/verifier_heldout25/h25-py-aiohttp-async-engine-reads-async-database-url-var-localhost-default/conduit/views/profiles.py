from aiohttp import web
from sqlalchemy import select

from ..auth import current_user
from ..db import sessions_key
from ..models import User

routes = web.RouteTableDef()


def as_profile(target: User, viewer: User | None) -> dict:
    following = viewer is not None and any(u.id == target.id for u in viewer.following)
    return {"profile": {"username": target.username, "bio": target.bio, "image": target.image, "following": following}}


@routes.get("/api/profiles/{username}")
async def show(request: web.Request):
    viewer = await current_user(request)
    async with request.app[sessions_key]() as session:
        target = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if target is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response(as_profile(target, viewer))


@routes.post("/api/profiles/{username}/follow")
async def follow(request: web.Request):
    viewer = await current_user(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    async with request.app[sessions_key]() as session:
        me = await session.get(User, viewer.id)
        target = await session.scalar(select(User).where(User.username == request.match_info["username"]))
        if target is None:
            return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
        if target not in me.following:
            me.following.append(target)
            await session.commit()
        return web.json_response(as_profile(target, me))
