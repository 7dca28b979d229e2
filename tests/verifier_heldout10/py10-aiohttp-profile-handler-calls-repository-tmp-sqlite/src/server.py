from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from src import config
from src.handlers import profiles
from src.models import Base
from src.repositories.user_repository import UserRepository
from src.services.profile_service import ProfileService


async def init(app):
    engine = create_async_engine(config.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessionmaker = async_sessionmaker(engine, expire_on_commit=False)
    app["users"] = UserRepository(sessionmaker)
    app["profiles"] = ProfileService(app["users"])
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


def main():
    app = web.Application()
    app.cleanup_ctx.append(init)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    app.router.add_post("/api/profiles/{username}/follow", profiles.follow)
    web.run_app(app, port=config.PORT)


if __name__ == "__main__":
    main()
