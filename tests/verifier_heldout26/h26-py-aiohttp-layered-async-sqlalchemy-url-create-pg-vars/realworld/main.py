"""Composition root."""
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from realworld.models import Base
from realworld.repositories.users import UserRepository
from realworld.routes import users
from realworld.routes.keys import USER_SERVICE
from realworld.services.users import UserService
from realworld.settings import DATABASE_URL


async def database(app: web.Application):
    engine = create_async_engine(DATABASE_URL, pool_size=5)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[USER_SERVICE] = UserService(UserRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


async def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(users.routes)
    return app
