import aiosqlite
from aiohttp import web

from conduit.handlers import routes
from conduit.keys import DB

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS follows (
    follower_id INTEGER NOT NULL REFERENCES users(id),
    followed_id INTEGER NOT NULL REFERENCES users(id),
    PRIMARY KEY (follower_id, followed_id)
);
"""


def create_app(db_path: str) -> web.Application:
    app = web.Application()

    async def db_ctx(app: web.Application):
        conn = await aiosqlite.connect(db_path)
        conn.row_factory = aiosqlite.Row
        await conn.executescript(SCHEMA)
        await conn.commit()
        app[DB] = conn
        yield
        await conn.close()

    app.cleanup_ctx.append(db_ctx)
    app.add_routes(routes)
    return app
