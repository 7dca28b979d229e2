import os

import aiosqlite
from aiohttp import web

from src.config import DATA_DIR, DB_PATH
from src.handlers.comments import routes as comment_routes
from src.repositories.comments import CommentRepository
from src.repositories.schema import create_schema
from src.services.comments import CommentService

COMMENTS = web.AppKey("comments", CommentService)


async def database(app):
    os.makedirs(DATA_DIR, exist_ok=True)
    db = await aiosqlite.connect(DB_PATH)
    db.row_factory = aiosqlite.Row
    await create_schema(db)
    app[COMMENTS] = CommentService(CommentRepository(db))
    yield
    await db.close()


async def health(request):
    return web.json_response({"status": "ok"})


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", health)
    app.add_routes(comment_routes(COMMENTS))
    return app
