from aiohttp import web
from sqlalchemy import delete, select

from conduit.handlers.articles import _viewer
from conduit.handlers.keys import SESSIONS
from conduit.models import Follow, User
from conduit.services.errors import NotFound

routes = web.RouteTableDef()


async def _profile_json(request: web.Request, user: User, viewer: User | None) -> dict:
    following = False
    if viewer is not None:
        async with request.app[SESSIONS]() as s:
            following = await s.get(Follow, (viewer.id, user.id)) is not None
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


async def _load(request: web.Request) -> User:
    async with request.app[SESSIONS]() as s:
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise NotFound("profile not found")
    return user


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    viewer = await _viewer(request)
    return web.json_response(await _profile_json(request, await _load(request), viewer))


@routes.post("/api/profiles/{username}/follow")
async def follow(request: web.Request) -> web.Response:
    viewer = await _viewer(request, required=True)
    user = await _load(request)
    async with request.app[SESSIONS]() as s:
        await s.merge(Follow(follower_id=viewer.id, followee_id=user.id))
        await s.commit()
    return web.json_response(await _profile_json(request, user, viewer))


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request: web.Request) -> web.Response:
    viewer = await _viewer(request, required=True)
    user = await _load(request)
    async with request.app[SESSIONS]() as s:
        await s.execute(delete(Follow).where(Follow.follower_id == viewer.id,
                                             Follow.followee_id == user.id))
        await s.commit()
    return web.json_response(await _profile_json(request, user, viewer))
