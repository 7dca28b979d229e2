"""Application factory (the composition root): engine -> repositories -> services -> handlers."""
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from .config import Config
from .handlers.health import health_check
from .handlers.users import UserHandlers
from .models import Base
from .repositories.user_repository import UserRepository
from .services.user_service import UserService


async def create_app(argv=None) -> web.Application:
    config = Config.from_env()
    engine = create_async_engine(config.database_url, pool_pre_ping=True)
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)

    users = UserHandlers(UserService(UserRepository(sessions), config.jwt_secret))

    app = web.Application()
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/user", users.current)
    app.router.add_put("/api/user", users.update)

    async def _dispose(_: web.Application) -> None:
        await engine.dispose()

    app.on_cleanup.append(_dispose)
    return app
