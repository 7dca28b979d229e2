from aiohttp import web

from conduit.usecases.profiles import ProfileNotFound, ProfileUseCases


def _json(profile) -> dict:
    return {"profile": {"username": profile.username, "bio": profile.bio, "image": profile.image,
                        "following": profile.following}}


class ProfileHandlers:
    def __init__(self, usecases: ProfileUseCases):
        self.usecases = usecases

    async def get(self, request: web.Request) -> web.Response:
        try:
            profile = await self.usecases.get(request.match_info["username"],
                                              request.headers.get("X-Username"))
        except ProfileNotFound:
            raise web.HTTPNotFound(text='{"errors":{"profile":["not found"]}}',
                                   content_type="application/json")
        return web.json_response(_json(profile))

    async def follow(self, request: web.Request) -> web.Response:
        viewer = request.headers.get("X-Username")
        if not viewer:
            raise web.HTTPUnauthorized()
        try:
            profile = await self.usecases.follow(viewer, request.match_info["username"])
        except ProfileNotFound:
            raise web.HTTPNotFound()
        return web.json_response(_json(profile))

    async def unfollow(self, request: web.Request) -> web.Response:
        viewer = request.headers.get("X-Username")
        if not viewer:
            raise web.HTTPUnauthorized()
        try:
            profile = await self.usecases.unfollow(viewer, request.match_info["username"])
        except ProfileNotFound:
            raise web.HTTPNotFound()
        return web.json_response(_json(profile))
