import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.container import user_service_factory
from conduit.models import Base
from conduit.web.handlers.users import routes


async def database(app: web.Application):
    engine = create_async_engine(os.environ.get("DATABASE_URL", "sqlite+aiosqlite:///conduit.db"))
    async with engine.begin() as connection:
        await connection.run_sync(Base.metadata.create_all)
    app["user_service"] = user_service_factory(async_sessionmaker(engine, expire_on_commit=False))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    app.cleanup_ctx.append(database)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
