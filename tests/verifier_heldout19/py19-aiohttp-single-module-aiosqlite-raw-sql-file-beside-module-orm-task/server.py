import os
import aiosqlite
from aiohttp import web

DB_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "conduit.db")

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE, email TEXT UNIQUE,
    password TEXT, bio TEXT DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE, title TEXT,
    description TEXT, body TEXT, author_id INTEGER REFERENCES users(id), created_at TEXT DEFAULT CURRENT_TIMESTAMP);
CREATE TABLE IF NOT EXISTS comments (id INTEGER PRIMARY KEY AUTOINCREMENT, article_id INTEGER, author_id INTEGER,
    body TEXT, created_at TEXT DEFAULT CURRENT_TIMESTAMP);
"""

routes = web.RouteTableDef()


async def on_startup(app):
    app["db"] = await aiosqlite.connect(DB_PATH)
    app["db"].row_factory = aiosqlite.Row
    await app["db"].executescript(SCHEMA)
    await app["db"].commit()


async def on_cleanup(app):
    await app["db"].close()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    db = request.app["db"]
    async with db.execute(
        "SELECT a.*, u.username FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT ? OFFSET ?", (limit, offset)
    ) as cur:
        rows = await cur.fetchall()
    return web.json_response({"articles": [{"slug": r["slug"], "title": r["title"],
                                            "author": {"username": r["username"]}} for r in rows],
                              "articlesCount": len(rows)})


@routes.get("/api/articles/{slug}/comments")
async def comments(request):
    db = request.app["db"]
    async with db.execute(
        "SELECT c.id, c.body FROM comments c JOIN articles a ON a.id = c.article_id WHERE a.slug = ?",
        (request.match_info["slug"],),
    ) as cur:
        rows = await cur.fetchall()
    return web.json_response({"comments": [dict(r) for r in rows]})


def main():
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    web.run_app(app, host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
