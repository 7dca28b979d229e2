import aiosqlite
from aiohttp import web

from conduit.handlers import articles, users
from conduit.storage.schema import create_schema

DB = web.AppKey("db", aiosqlite.Connection)


def create_app(db_path: str) -> web.Application:
    app = web.Application()

    async def database(app: web.Application):
        conn = await aiosqlite.connect(db_path)
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA foreign_keys = ON")
        await create_schema(conn)
        app[DB] = conn
        yield
        await conn.close()

    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", lambda _r: web.json_response({"status": "ok"}))
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app
