from aiohttp import web

import settings
from db import open_pool

CONFIG = settings.load()
POOL = web.AppKey("pool", object)


async def pool_ctx(app: web.Application):
    app[POOL] = await open_pool(CONFIG["database"])
    yield
    await app[POOL].close()


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    rows = await request.app[POOL].fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


async def profile(request: web.Request) -> web.Response:
    row = await request.app[POOL].fetchrow(
        "SELECT username, bio, image FROM users WHERE username = $1", request.match_info["username"])
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(pool_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.router.add_get("/api/profiles/{username}", profile)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=CONFIG["port"])
