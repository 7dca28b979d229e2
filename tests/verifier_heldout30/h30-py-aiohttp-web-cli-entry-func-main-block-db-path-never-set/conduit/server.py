import os
import sys
from pathlib import Path

import aiosqlite
from aiohttp import web

from conduit import db
from conduit.handlers import routes

DB_KEY = web.AppKey("db", aiosqlite.Connection)


def _database_path() -> str:
    # The default keeps throw-away runs out of the repository.
    return os.environ.get("CONDUIT_DB", "/tmp/conduit.sqlite3")


async def _database(app: web.Application):
    conn = await aiosqlite.connect(_database_path())
    conn.row_factory = aiosqlite.Row
    await db.create_schema(conn)
    app[DB_KEY] = conn
    yield
    await conn.close()


def init_app(argv: list[str] | None = None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    # `python -m conduit.server`: keep the database next to the code.
    os.environ.setdefault("CONDUIT_DB", str(Path(__file__).resolve().parent.parent / "var" / "conduit.sqlite3"))
    Path(os.environ["CONDUIT_DB"]).parent.mkdir(parents=True, exist_ok=True)
    web.run_app(init_app(sys.argv[1:]), host="0.0.0.0", port=8080)
