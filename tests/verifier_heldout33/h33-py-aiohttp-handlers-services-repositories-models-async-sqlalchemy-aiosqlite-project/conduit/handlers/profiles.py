from aiohttp import web

from conduit.keys import PROFILE_SERVICE
from conduit.services.profile_service import ProfileNotFound

routes = web.RouteTableDef()


def _viewer(request: web.Request) -> int | None:
    value = request.headers.get("X-User-Id")
    return int(value) if value else None


def _json(user, following):
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": following}})


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request):
    try:
        return _json(*await request.app[PROFILE_SERVICE].get(request.match_info["username"],
                                                             _viewer(request)))
    except ProfileNotFound:
        raise web.HTTPNotFound()


@routes.post("/api/profiles/{username}/follow")
async def follow(request: web.Request):
    try:
        return _json(*await request.app[PROFILE_SERVICE].follow(request.match_info["username"],
                                                                _viewer(request)))
    except ProfileNotFound:
        raise web.HTTPNotFound()


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request: web.Request):
    try:
        return _json(*await request.app[PROFILE_SERVICE].unfollow(request.match_info["username"],
                                                                  _viewer(request)))
    except ProfileNotFound:
        raise web.HTTPNotFound()
