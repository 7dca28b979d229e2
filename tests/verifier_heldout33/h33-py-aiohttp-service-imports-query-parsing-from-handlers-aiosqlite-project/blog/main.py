from pathlib import Path

import aiosqlite
from aiohttp import web

from blog.handlers.articles import routes as article_routes
from blog.keys import SERVICE
from blog.repositories.article_repository import ArticleRepository
from blog.services.article_service import ArticleService

DB_PATH = Path(__file__).resolve().parent.parent / "data" / "blog.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT UNIQUE NOT NULL,
    title TEXT NOT NULL,
    author TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
"""


async def _sqlite(app):
    DB_PATH.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(DB_PATH)
    conn.row_factory = aiosqlite.Row
    await conn.executescript(SCHEMA)
    app[SERVICE] = ArticleService(ArticleRepository(conn))
    yield
    await conn.close()


async def health(_):
    return web.json_response({"status": "ok"})


def init_app(argv=None):
    app = web.Application()
    app.cleanup_ctx.append(_sqlite)
    app.router.add_get("/api/health-check", health)
    app.add_routes(article_routes)
    return app
