import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from blog.handlers import profiles
from blog.models import Base
from blog.repositories.profiles import ProfileRepository
from blog.services.profiles import ProfileService

POSTGRES_DSN = os.environ.get(
    "POSTGRES_DSN", "postgresql+asyncpg://postgres:postgres@localhost:5432/conduit")


async def db_ctx(app):
    engine = create_async_engine(POSTGRES_DSN)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["profiles"] = ProfileService(ProfileRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


async def health(_):
    return web.json_response({"status": "ok"})


app = web.Application()
app.cleanup_ctx.append(db_ctx)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/profiles/{username}", profiles.get_profile)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
