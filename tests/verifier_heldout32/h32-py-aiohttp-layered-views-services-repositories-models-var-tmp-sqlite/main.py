import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import DATABASE_URL
from conduit.models.user import Base
from conduit.repositories.users import UsersRepository
from conduit.services.profiles import ProfilesService
from conduit.views.profiles import ProfileView, health


async def on_startup(app):
    os.makedirs("/var/tmp/conduit", exist_ok=True)
    engine = create_async_engine(DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["profiles"] = ProfilesService(UsersRepository(async_sessionmaker(engine)))


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_view("/api/profiles/{username}", ProfileView)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
