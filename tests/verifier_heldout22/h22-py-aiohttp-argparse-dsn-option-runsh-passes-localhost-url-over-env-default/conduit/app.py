import asyncpg
from aiohttp import web

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (name TEXT PRIMARY KEY);
"""

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def tags(request):
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


@routes.get("/api/profiles/{username}")
async def profile(request):
    row = await request.app["pool"].fetchrow(
        "SELECT username, bio, image FROM users WHERE username = $1", request.match_info["username"])
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {**dict(row), "following": False}})


def build_app(dsn: str, pool_size: int) -> web.Application:
    app = web.Application()
    app.add_routes(routes)

    async def pool_ctx(app):
        app["pool"] = await asyncpg.create_pool(dsn, min_size=1, max_size=pool_size)
        async with app["pool"].acquire() as conn:
            await conn.execute(SCHEMA)
        yield
        await app["pool"].close()

    app.cleanup_ctx.append(pool_ctx)
    return app
