from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles
from conduit.models import Base
from conduit.repositories.articles import SqlArticleStore
from conduit.services.articles import ArticleService

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.db"


async def _db(app):
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[articles.service_key] = ArticleService(SqlArticleStore(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_db)
    app.router.add_get("/api/health-check", articles.health)
    app.router.add_get("/api/articles", articles.list_articles)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app
