from pathlib import Path

from aiohttp import web

from app.storage import Storage

BASE_DIR = Path(__file__).resolve().parent.parent


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    rows = await request.app["storage"].fetch_all("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


async def profile(request: web.Request) -> web.Response:
    row = await request.app["storage"].fetch_one(
        "SELECT username, bio, image FROM users WHERE username = ?", request.match_info["username"]
    )
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


async def _storage_ctx(app: web.Application):
    storage = Storage()
    await storage.open()
    app["storage"] = storage
    yield
    await storage.close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_storage_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.router.add_get("/api/profiles/{username}", profile)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
