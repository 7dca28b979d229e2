import jwt
from aiohttp import web

from conduit.service.profile import UnknownProfile
from conduit.settings import JWT_SECRET


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], JWT_SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


class ProfileHandlers:
    def __init__(self, key):
        self.key = key

    async def get(self, request):
        try:
            data = await request.app[self.key].get(request.match_info["username"], _viewer(request))
        except UnknownProfile:
            return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
        return web.json_response({"profile": data})

    async def follow(self, request):
        return await self._toggle(request, True)

    async def unfollow(self, request):
        return await self._toggle(request, False)

    async def _toggle(self, request, on):
        viewer = _viewer(request)
        if viewer is None:
            return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
        try:
            data = await request.app[self.key].set_following(viewer, request.match_info["username"], on)
        except UnknownProfile:
            return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
        return web.json_response({"profile": data})
