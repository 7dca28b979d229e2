from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import DATABASE_URL
from conduit.handlers.users import routes as user_routes
from conduit.models import Base
from conduit.services.user_service import SESSIONS


def init_app(argv=None) -> web.Application:
    engine = create_async_engine(DATABASE_URL, pool_pre_ping=True)

    async def db_ctx(app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
        yield
        await engine.dispose()

    app = web.Application()
    app.cleanup_ctx.append(db_ctx)
    app.add_routes(user_routes)
    return app
