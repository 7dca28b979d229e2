from aiohttp import web

from conduit.db import make_engine, make_sessionmaker
from conduit.handlers.users import routes as user_routes
from conduit.keys import user_service_key
from conduit.models import Base
from conduit.repositories.user_repository import UserRepository
from conduit.services.user_service import UserService


async def database(app: web.Application):
    engine = make_engine()
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[user_service_key] = UserService(UserRepository(make_sessionmaker(engine)))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(user_routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
