from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles, health
from conduit.keys import ARTICLES
from conduit.models import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def create_app() -> web.Application:
    DATA_DIR.mkdir(exist_ok=True)
    engine = create_async_engine(f"sqlite+aiosqlite:///{DATA_DIR / 'conduit.db'}")
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async def database(app: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app = web.Application()
    app[ARTICLES] = ArticleService(ArticleRepository(sessions))
    app.cleanup_ctx.append(database)
    app.add_routes(health.routes)
    app.add_routes(articles.routes)
    return app
