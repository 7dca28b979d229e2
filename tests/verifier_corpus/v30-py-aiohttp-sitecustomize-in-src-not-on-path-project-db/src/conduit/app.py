import os

import aiosqlite
from aiohttp import web

DB_FILE = os.environ.get("CONDUIT_SQLITE", os.path.join(os.path.dirname(__file__), "conduit.sqlite3"))


async def db_ctx(app):
    app["db"] = await aiosqlite.connect(DB_FILE)
    await app["db"].execute("CREATE TABLE IF NOT EXISTS tags (name TEXT PRIMARY KEY)")
    yield
    await app["db"].close()


async def tags(request):
    async with request.app["db"].execute("SELECT name FROM tags ORDER BY name") as cur:
        return web.json_response({"tags": [row[0] async for row in cur]})


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(db_ctx)
    app.router.add_get("/api/tags", tags)
    return app
