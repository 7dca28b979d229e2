from aiohttp import web

from conduit import config
from conduit.db import open_db


async def lifecycle(app: web.Application):
    app["db"] = await open_db()
    yield
    await app["db"].close()


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def profile(request: web.Request) -> web.Response:
    db = request.app["db"]
    async with db.execute("SELECT username, bio, image FROM users WHERE username = ?", (request.match_info["username"],)) as cur:
        row = await cur.fetchone()
    if row is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False}})


app = web.Application()
app.cleanup_ctx.append(lifecycle)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/profiles/{username}", profile)
web.run_app(app, host=config.HOST, port=config.PORT)
