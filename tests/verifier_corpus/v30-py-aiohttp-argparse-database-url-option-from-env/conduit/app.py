from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base, Tag


def _async_url(url):
    return url.replace("postgresql://", "postgresql+asyncpg://", 1).replace("postgres://", "postgresql+asyncpg://", 1)


def make_app(database_url):
    engine = create_async_engine(_async_url(database_url))
    Session = async_sessionmaker(engine, expire_on_commit=False)

    async def health_check(request):
        return web.json_response({"status": "ok"})

    async def list_tags(request):
        async with Session() as session:
            names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
        return web.json_response({"tags": list(names)})

    async def on_startup(app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    async def on_cleanup(app):
        await engine.dispose()

    app = web.Application()
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", list_tags)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app
