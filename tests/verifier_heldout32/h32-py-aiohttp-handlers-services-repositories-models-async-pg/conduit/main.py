import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.tags import TAG_SERVICE, routes
from conduit.models.tag import Base
from conduit.repositories.tag_repository import TagRepository
from conduit.services.tag_service import TagService


async def database(app: web.Application):
    url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
    engine = create_async_engine(url)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[TAG_SERVICE] = TagService(TagRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=8080)
