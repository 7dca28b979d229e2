from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import DB_PATH, DB_URL, PORT
from conduit.domain import Base
from conduit.handlers import setup_routes
from conduit.handlers.keys import SERVICES
from conduit.services import Services
from conduit.services.tags import TagService
from conduit.services.users import UserService
from conduit.storage.tags import TagStore
from conduit.storage.users import UserStore


async def database(app: web.Application):
    DB_PATH.parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(DB_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[SERVICES] = Services(users=UserService(UserStore(sessions)), tags=TagService(TagStore(sessions)))
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    setup_routes(app)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=PORT)
