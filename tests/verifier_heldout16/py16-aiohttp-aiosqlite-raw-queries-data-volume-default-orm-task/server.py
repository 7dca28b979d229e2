import os

import aiosqlite
from aiohttp import web

DB_PATH = os.environ.get("DB_PATH", "/data/conduit.db")

SCHEMA = '''
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE, email TEXT UNIQUE,
    password TEXT, bio TEXT DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE, title TEXT, description TEXT,
    body TEXT, author_id INTEGER, created_at TEXT DEFAULT CURRENT_TIMESTAMP);
'''

db_key = web.AppKey("db", aiosqlite.Connection)


async def db_ctx(app):
    os.makedirs(os.path.dirname(DB_PATH), exist_ok=True)
    app[db_key] = await aiosqlite.connect(DB_PATH)
    app[db_key].row_factory = aiosqlite.Row
    await app[db_key].executescript(SCHEMA)
    await app[db_key].commit()
    yield
    await app[db_key].close()


routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def profile(request):
    db = request.app[db_key]
    async with db.execute("SELECT username, bio, image FROM users WHERE username = ?",
                          (request.match_info["username"],)) as cur:
        row = await cur.fetchone()
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


@routes.get("/api/articles/{slug}")
async def article(request):
    db = request.app[db_key]
    async with db.execute("SELECT * FROM articles WHERE slug = ?", (request.match_info["slug"],)) as cur:
        row = await cur.fetchone()
    if row is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": dict(row)})


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(db_ctx)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8080)
