import json
import os
import re
import uuid

import aiosqlite
import jwt
from aiohttp import web

DB_PATH = os.environ.get("DB_PATH", "/data/conduit.db")
SECRET = os.environ.get("JWT_SECRET", "secret")

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE, password TEXT, bio TEXT DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT, body TEXT,
    author_id INTEGER REFERENCES users(id), created_at TEXT DEFAULT CURRENT_TIMESTAMP, updated_at TEXT DEFAULT CURRENT_TIMESTAMP);
CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE IF NOT EXISTS article_tags (article_id INTEGER, tag_id INTEGER, PRIMARY KEY (article_id, tag_id));
"""


async def init_db(app):
    os.makedirs(os.path.dirname(DB_PATH), exist_ok=True)
    db = await aiosqlite.connect(DB_PATH)
    db.row_factory = aiosqlite.Row
    await db.executescript(SCHEMA)
    app["db"] = db
    yield
    await db.close()


def current_user_id(request):
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        raise web.HTTPUnauthorized()
    return jwt.decode(auth[6:], SECRET, algorithms=["HS256"])["id"]


async def health(request):
    return web.json_response({"status": "ok"})


async def create_article(request):
    uid = current_user_id(request)
    data = (await request.json())["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    db = request.app["db"]
    cur = await db.execute("INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
                           (slug, data["title"], data["description"], data["body"], uid))
    for name in data.get("tagList", []):
        await db.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
        await db.execute("INSERT INTO article_tags SELECT ?, id FROM tags WHERE name = ?", (cur.lastrowid, name))
    await db.commit()
    return web.json_response({"article": {"slug": slug, "title": data["title"], "tagList": sorted(data.get("tagList", []))}}, status=201)


async def list_tags(request):
    async with request.app["db"].execute("SELECT name FROM tags ORDER BY name") as cur:
        return web.json_response({"tags": [r["name"] async for r in cur]})


def main():
    app = web.Application()
    app.cleanup_ctx.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_post("/api/articles", create_article)
    app.router.add_get("/api/tags", list_tags)
    web.run_app(app, port=8080)


if __name__ == "__main__":
    main()
