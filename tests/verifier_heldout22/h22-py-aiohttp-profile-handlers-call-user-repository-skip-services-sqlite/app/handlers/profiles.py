from aiohttp import web

from app.repositories import user_repository


def _viewer(request):
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    return int(token) if token.isdigit() else None


async def get_profile(request):
    user = await user_repository.get_by_username(request.match_info["username"])
    if user is None:
        raise web.HTTPNotFound()
    viewer = _viewer(request)
    following = viewer is not None and await user_repository.is_following(viewer, user.id)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": following}})


async def follow(request):
    viewer = _viewer(request)
    if viewer is None:
        raise web.HTTPUnauthorized()
    user = await user_repository.get_by_username(request.match_info["username"])
    if user is None:
        raise web.HTTPNotFound()
    await user_repository.set_follow(viewer, user.id, request.method == "POST")
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image,
                                          "following": request.method == "POST"}})
