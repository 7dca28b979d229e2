from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import DB_URL
from conduit.handlers import routes
from conduit.keys import SERVICES
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService

async def _db(app: web.Application):
    engine = create_async_engine(DB_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[SERVICES] = {"articles": ArticleService(ArticleRepository(sessions))}
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_db)
    app.add_routes(routes.build())
    return app
