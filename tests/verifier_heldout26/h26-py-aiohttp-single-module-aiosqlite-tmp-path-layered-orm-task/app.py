import os

import aiosqlite
import jwt
from aiohttp import web

DB_PATH = os.getenv("DB_PATH", "/tmp/conduit.db")
SECRET = "conduit-secret"

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE,
                                  password TEXT, bio TEXT DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE IF NOT EXISTS article_tags (article_id INTEGER, tag_id INTEGER, PRIMARY KEY (article_id, tag_id));
CREATE TABLE IF NOT EXISTS follows (follower_id INTEGER, followee_id INTEGER, PRIMARY KEY (follower_id, followee_id));
"""


async def on_startup(app):
    app["db"] = await aiosqlite.connect(DB_PATH)
    app["db"].row_factory = aiosqlite.Row
    await app["db"].executescript(SCHEMA)
    await app["db"].commit()


async def on_cleanup(app):
    await app["db"].close()


def viewer(request):
    auth = request.headers.get("Authorization", "")
    if auth.startswith("Token "):
        try:
            return jwt.decode(auth[6:], SECRET, algorithms=["HS256"])["id"]
        except jwt.PyJWTError:
            return None
    return None


async def health(request):
    return web.json_response({"status": "ok"})


async def tags(request):
    async with request.app["db"].execute("SELECT name FROM tags ORDER BY name") as cur:
        return web.json_response({"tags": [r["name"] for r in await cur.fetchall()]})


async def profile(request):
    db = request.app["db"]
    async with db.execute("SELECT * FROM users WHERE username = ?", (request.match_info["username"],)) as cur:
        user = await cur.fetchone()
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    following = False
    me = viewer(request)
    if me:
        async with db.execute("SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?", (me, user["id"])) as cur:
            following = await cur.fetchone() is not None
    return web.json_response(
        {"profile": {"username": user["username"], "bio": user["bio"], "image": user["image"], "following": following}}
    )


async def follow(request):
    me = viewer(request)
    if not me:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    db = request.app["db"]
    async with db.execute("SELECT id FROM users WHERE username = ?", (request.match_info["username"],)) as cur:
        user = await cur.fetchone()
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    await db.execute("INSERT OR IGNORE INTO follows VALUES (?, ?)", (me, user["id"]))
    await db.commit()
    return await profile(request)


app = web.Application()
app.on_startup.append(on_startup)
app.on_cleanup.append(on_cleanup)
app.add_routes([
    web.get("/api/health-check", health),
    web.get("/api/tags", tags),
    web.get("/api/profiles/{username}", profile),
    web.post("/api/profiles/{username}/follow", follow),
])

if __name__ == "__main__":
    web.run_app(app, port=8080)
