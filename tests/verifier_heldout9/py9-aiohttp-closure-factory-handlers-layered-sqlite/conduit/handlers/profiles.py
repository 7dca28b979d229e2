from aiohttp import web

from conduit.services.profiles import ProfileNotFound, ProfileService


def make_routes(service: ProfileService) -> list[web.RouteDef]:
    """Build the profile routes around an already-wired service (no globals, easy to test)."""

    def viewer(request: web.Request) -> int | None:
        value = request.headers.get("X-User-Id")
        return int(value) if value else None

    async def get_profile(request: web.Request) -> web.Response:
        try:
            body = await service.view(request.match_info["username"], viewer(request))
        except ProfileNotFound:
            raise web.HTTPNotFound(text='{"errors":{"body":["profile not found"]}}',
                                   content_type="application/json")
        return web.json_response({"profile": body})

    async def follow(request: web.Request) -> web.Response:
        user_id = viewer(request)
        if user_id is None:
            raise web.HTTPUnauthorized()
        try:
            body = await service.follow(request.match_info["username"], user_id,
                                        on=request.method == "POST")
        except ProfileNotFound:
            raise web.HTTPNotFound()
        return web.json_response({"profile": body})

    return [
        web.get("/api/profiles/{username}", get_profile),
        web.post("/api/profiles/{username}/follow", follow),
        web.delete("/api/profiles/{username}/follow", follow),
    ]
