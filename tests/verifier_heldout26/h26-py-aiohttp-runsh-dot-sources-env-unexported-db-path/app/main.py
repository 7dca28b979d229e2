"""Composition root: opens the database and wires repository -> service -> handlers."""
import aiosqlite
from aiohttp import web

from app.config import DB_PATH
from app.handlers import comments, health
from app.keys import comment_service_key
from app.repositories.comments import CommentRepository
from app.schema import SCHEMA
from app.services.comments import CommentService


async def sqlite_ctx(app: web.Application):
    db = await aiosqlite.connect(DB_PATH)
    await db.executescript(SCHEMA)
    app[comment_service_key] = CommentService(CommentRepository(db))
    yield
    await db.close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(sqlite_ctx)
    app.add_routes(health.routes)
    app.add_routes(comments.routes)
    return app
