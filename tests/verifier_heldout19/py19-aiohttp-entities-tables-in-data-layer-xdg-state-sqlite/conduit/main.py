from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from conduit.data_access.mapping import metadata, start_mappers
from conduit.data_access.profile_store import ProfileStore
from conduit.handlers.profiles import PROFILES, routes
from conduit.settings import DATABASE_URL
from conduit.use_cases.profiles import ProfileUseCases


async def lifecycle(app):
    engine = create_async_engine(DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(metadata.create_all)
    app[PROFILES] = ProfileUseCases(ProfileStore(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


def build():
    start_mappers()
    app = web.Application()
    app.cleanup_ctx.append(lifecycle)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(build(), host="0.0.0.0", port=8080)
