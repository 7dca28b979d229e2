from aiohttp import web

from src.services.profile_service import ProfileNotFound


def _profile(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


async def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    return await request.app["users"].by_token(header[6:])


async def get_profile(request):
    users = request.app["users"]
    user = await users.by_username(request.match_info["username"])
    if user is None:
        raise web.HTTPNotFound()
    viewer = await _viewer(request)
    following = viewer is not None and await users.is_following(viewer.id, user.id)
    return web.json_response(_profile(user, following))


async def follow(request):
    viewer = await _viewer(request)
    if viewer is None:
        raise web.HTTPUnauthorized()
    try:
        user = await request.app["profiles"].follow(viewer, request.match_info["username"])
    except ProfileNotFound:
        raise web.HTTPNotFound()
    return web.json_response(_profile(user, True))
