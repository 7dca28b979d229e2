import os

import jwt
from aiohttp import web

from ..services.profile_service import ProfileNotFound, ProfileService

PROFILES = web.AppKey("profiles", ProfileService)
SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


def _viewer(request: web.Request) -> int | None:
    try:
        return int(jwt.decode(request.headers.get("Authorization", "").removeprefix("Token "), SECRET,
                              algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


async def get_profile(request: web.Request) -> web.Response:
    try:
        profile = await request.app[PROFILES].get(request.match_info["username"], _viewer(request))
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile})


async def follow(request: web.Request) -> web.Response:
    viewer = _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        profile = await request.app[PROFILES].follow(request.match_info["username"], viewer)
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile})


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
