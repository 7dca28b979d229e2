from aiohttp import web

from conduit import models  # noqa: F401
from conduit.handlers import users
from conduit.handlers.keys import AUTH_SERVICE
from conduit.database import Base, SessionMaker, engine
from conduit.repositories.user_repository import UserRepository
from conduit.services.auth_service import AuthService


async def lifecycle(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[AUTH_SERVICE] = AuthService(UserRepository(SessionMaker))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(lifecycle)
    app.add_routes(users.routes)
    return app
