from aiohttp import web

from conduit import models  # noqa: F401
from conduit.db import Base, make_sessionmaker
from conduit.handlers.user import routes
from conduit.repositories.users import UserRepository
from conduit.services.users import UserService
from conduit.settings import load


def build(settings) -> web.Application:
    engine, sessions = make_sessionmaker(settings.sqlite)

    async def lifespan(app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app = web.Application()
    app["user_service"] = UserService(UserRepository(sessions))
    app.cleanup_ctx.append(lifespan)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    settings = load()
    web.run_app(build(settings), host=settings.host, port=settings.port)
