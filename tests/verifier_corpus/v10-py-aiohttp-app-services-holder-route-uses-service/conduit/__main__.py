from pathlib import Path

import aiosqlite
from aiohttp import web

from conduit.bootstrap import build_services
from conduit.handlers import articles, users

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.db"

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE,
                                  password TEXT, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT, description TEXT,
                                     body TEXT, author_id INTEGER REFERENCES users(id));
"""


async def on_startup(app: web.Application) -> None:
    db = await aiosqlite.connect(DB_FILE)
    await db.executescript(SCHEMA)
    app["db"] = db
    app["services"] = build_services(db)


async def on_cleanup(app: web.Application) -> None:
    await app["db"].close()


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


app = web.Application()
app.router.add_get("/api/health-check", health)
app.add_routes(users.routes)
app.add_routes(articles.routes)
app.on_startup.append(on_startup)
app.on_cleanup.append(on_cleanup)
web.run_app(app, host="0.0.0.0", port=8080)
