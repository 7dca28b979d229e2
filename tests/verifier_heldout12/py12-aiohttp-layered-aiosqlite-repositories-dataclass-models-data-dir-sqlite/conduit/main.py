from pathlib import Path

import aiosqlite
from aiohttp import web

from conduit.handlers.api import ACCOUNTS, COMMENTS, routes
from conduit.repositories.comments import CommentRepository
from conduit.repositories.users import UserRepository
from conduit.services.accounts import AccountService
from conduit.services.comments import CommentService
from conduit.settings import DB_PATH

SCHEMA = Path(__file__).with_name("schema.sql")


async def sqlite_ctx(app: web.Application):
    DB_PATH.parent.mkdir(parents=True, exist_ok=True)
    db = await aiosqlite.connect(DB_PATH)
    await db.execute("PRAGMA foreign_keys = ON")
    await db.executescript(SCHEMA.read_text())
    # Wiring only: repositories get the connection, services get repositories.
    app[ACCOUNTS] = AccountService(UserRepository(db))
    app[COMMENTS] = CommentService(CommentRepository(db))
    yield
    await db.close()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(sqlite_ctx)
    app.add_routes(routes)
    return app
