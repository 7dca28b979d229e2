from aiohttp import web

from app.handlers.routes import setup_routes
from app.repositories.engine import create_engine_from_env, create_schema, session_factory
from app.repositories.profile_repository import ProfileRepository
from app.repositories.user_repository import UserRepository
from app.services.keys import AUTH_SERVICE, PROFILE_SERVICE
from app.services.auth_service import AuthService
from app.services.profile_service import ProfileService


async def _resources(app: web.Application):
    engine = create_engine_from_env()
    await create_schema(engine)
    sessions = session_factory(engine)
    users = UserRepository(sessions)
    app[AUTH_SERVICE] = AuthService(users)
    app[PROFILE_SERVICE] = ProfileService(users, ProfileRepository(sessions))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_resources)
    setup_routes(app)
    return app
