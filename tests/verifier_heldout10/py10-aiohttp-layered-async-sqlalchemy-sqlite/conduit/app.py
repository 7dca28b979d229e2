from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings
from conduit.handlers.articles import SERVICE, routes
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService


async def database(app: web.Application):
    engine = create_async_engine(settings.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SERVICE] = ArticleService(ArticleRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    return app
