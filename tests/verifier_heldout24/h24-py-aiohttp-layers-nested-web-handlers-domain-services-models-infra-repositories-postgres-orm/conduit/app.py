import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.web.handlers.articles import routes, SERVICE_KEY
from conduit.domain.models import Base
from conduit.infra.repositories.article_repository import ArticleRepository
from conduit.domain.services.article_service import ArticleService

DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)


async def database(app):
    engine = create_async_engine(DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SERVICE_KEY] = ArticleService(ArticleRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    return app


def main():
    web.run_app(create_app(), host="0.0.0.0", port=8080)
