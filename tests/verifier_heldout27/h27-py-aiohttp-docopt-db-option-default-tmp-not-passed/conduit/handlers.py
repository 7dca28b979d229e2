from aiohttp import web

from conduit.keys import DB

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with request.app[DB].execute(
        "SELECT username, bio, image FROM users WHERE username = ?", (request.match_info["username"],)
    ) as cur:
        row = await cur.fetchone()
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response(
        {"profile": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False}}
    )
