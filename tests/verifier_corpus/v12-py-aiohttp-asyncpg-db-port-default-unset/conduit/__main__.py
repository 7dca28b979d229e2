from aiohttp import web

from conduit.db import create_pool


async def _pool(app: web.Application):
    app["pool"] = await create_pool()
    yield
    await app["pool"].close()


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_profile(request: web.Request) -> web.Response:
    row = await request.app["pool"].fetchrow(
        "SELECT username, bio, image FROM users WHERE username = $1", request.match_info["username"]
    )
    if row is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


app = web.Application()
app.cleanup_ctx.append(_pool)
app.router.add_get("/api/health-check", health_check)
app.router.add_get("/api/profiles/{username}", get_profile)
web.run_app(app, host="0.0.0.0", port=8080)
