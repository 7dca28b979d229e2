from aiohttp import web
from psycopg.rows import dict_row

from conduit.pool import make_pool

POOL = web.AppKey("pool", object)

DDL = """
CREATE TABLE IF NOT EXISTS users (id BIGSERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL,
  email TEXT UNIQUE NOT NULL, password_hash TEXT NOT NULL, bio TEXT, image TEXT);
"""


async def pool_ctx(app: web.Application):
    pool = make_pool()
    await pool.open(wait=True)
    async with pool.connection() as conn:
        await conn.execute(DDL)
    app[POOL] = pool
    yield
    await pool.close()


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def profile(request: web.Request) -> web.Response:
    async with request.app[POOL].connection() as conn:
        cur = conn.cursor(row_factory=dict_row)
        await cur.execute("SELECT username, bio, image FROM users WHERE username = %s",
                          (request.match_info["username"],))
        row = await cur.fetchone()
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**row, "following": False}})


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(pool_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", profile)
    return app
