from aiohttp import web

from conduit.services.profiles import ProfileNotFound, ProfileService


def _viewer(request: web.Request) -> int | None:
    value = request.headers.get("X-User-Id")
    return int(value) if value else None


def setup(app: web.Application, key: web.AppKey) -> None:
    async def get_profile(request: web.Request) -> web.Response:
        service: ProfileService = request.app[key]
        try:
            profile = await service.get(request.match_info["username"], _viewer(request))
        except ProfileNotFound:
            return web.json_response({"errors": {"body": ["not found"]}}, status=404)
        return web.json_response({"profile": profile})

    async def follow(request: web.Request) -> web.Response:
        viewer = _viewer(request)
        if viewer is None:
            return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
        try:
            profile = await request.app[key].set_following(
                request.match_info["username"], viewer, request.method == "POST")
        except ProfileNotFound:
            return web.json_response({"errors": {"body": ["not found"]}}, status=404)
        return web.json_response({"profile": profile})

    app.router.add_get("/api/profiles/{username}", get_profile)
    app.router.add_post("/api/profiles/{username}/follow", follow)
    app.router.add_delete("/api/profiles/{username}/follow", follow)
