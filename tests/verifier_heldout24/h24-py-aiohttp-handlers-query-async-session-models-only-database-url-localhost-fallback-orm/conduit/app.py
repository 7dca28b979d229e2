import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles, profiles
from conduit.models import Base

SESSIONS = web.AppKey("sessions", async_sessionmaker)


def database_url():
    url = os.getenv("DATABASE_URL", "postgresql://user:password@localhost:5432/conduit")
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)


async def database(app):
    engine = create_async_engine(database_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def main():
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(articles.routes)
    app.add_routes(profiles.routes)
    web.run_app(app, host="0.0.0.0", port=8080)
