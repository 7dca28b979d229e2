from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings
from conduit.models import Base
from conduit.repositories.users import UserRepository
from conduit.services.users import UserService
from conduit.views.users import ProfileView, RegistrationView, health_check
from conduit.wiring import USER_REPOSITORY, USER_SERVICE


async def init_db(app: web.Application):
    engine = create_async_engine(settings.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    repository = UserRepository(async_sessionmaker(engine, expire_on_commit=False))
    app[USER_REPOSITORY] = repository
    app[USER_SERVICE] = UserService(repository)
    yield
    await engine.dispose()


def main() -> None:
    app = web.Application()
    app.cleanup_ctx.append(init_db)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_view("/api/users", RegistrationView)
    app.router.add_view("/api/profiles/{username}", ProfileView)
    web.run_app(app, port=settings.PORT)


if __name__ == "__main__":
    main()
