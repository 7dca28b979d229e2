import os

import asyncpg
from aiohttp import web

SCHEMA = '''
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS follows (
    follower_id INT REFERENCES users(id) ON DELETE CASCADE,
    followee_id INT REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, followee_id)
);
'''


async def init_db(app):
    dsn = os.environ.get("POSTGRES_DSN", "postgresql://user:password@localhost:5432/conduit")
    app["pool"] = await asyncpg.create_pool(dsn=dsn, min_size=1, max_size=10)
    async with app["pool"].acquire() as conn:
        await conn.execute(SCHEMA)
    yield
    await app["pool"].close()


async def health(request):
    return web.json_response({"status": "ok"})


async def get_profile(request):
    username = request.match_info["username"]
    row = await request.app["pool"].fetchrow(
        "SELECT username, bio, image FROM users WHERE username = $1", username
    )
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


async def follow(request):
    username = request.match_info["username"]
    pool = request.app["pool"]
    target = await pool.fetchval("SELECT id FROM users WHERE username = $1", username)
    if target is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    await pool.execute(
        "INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        1, target,
    )
    return await get_profile(request)


app = web.Application()
app.cleanup_ctx.append(init_db)
app.add_routes([
    web.get("/api/health-check", health),
    web.get("/api/profiles/{username}", get_profile),
    web.post("/api/profiles/{username}/follow", follow),
])

if __name__ == "__main__":
    web.run_app(app, port=8080)
