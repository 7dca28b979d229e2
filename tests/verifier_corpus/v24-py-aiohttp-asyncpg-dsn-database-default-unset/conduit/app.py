from aiohttp import web

from conduit.db import create_pool


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    rows = await request.app["pool"].fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


async def profile(request: web.Request) -> web.Response:
    row = await request.app["pool"].fetchrow(
        "SELECT username, bio, image FROM users WHERE username = $1", request.match_info["username"]
    )
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


async def _pool_ctx(app: web.Application):
    app["pool"] = await create_pool()
    yield
    await app["pool"].close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_pool_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.router.add_get("/api/profiles/{username}", profile)
    return app
