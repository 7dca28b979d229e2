from pathlib import Path

import aiosqlite
from aiohttp import web

from conduit.handlers import articles as article_handlers
from conduit.handlers import health
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService

DB_PATH = Path(__file__).resolve().parent.parent / "conduit.db"


async def _database(app: web.Application):
    db = await aiosqlite.connect(DB_PATH)
    repository = ArticleRepository(db)
    await repository.create_schema()
    app["article_service"] = ArticleService(repository)
    yield
    await db.close()


def create_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.add_routes(health.routes)
    app.add_routes(article_handlers.routes)
    return app
