import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.tags import TagHandlers
from conduit.models import Base
from conduit.repositories.tag_repository import TagRepository
from conduit.services.tag_service import TagService


def database_url() -> str:
    url = os.environ["DATABASE_URL"]
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    engine = create_async_engine(database_url(), pool_pre_ping=True)
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async def db_lifecycle(_app: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app.cleanup_ctx.append(db_lifecycle)

    tags = TagHandlers(TagService(TagRepository(sessions)))
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", tags.list_tags)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
