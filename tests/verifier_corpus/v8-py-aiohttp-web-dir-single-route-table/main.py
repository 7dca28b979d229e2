from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base
from conduit.repositories.users import UserRepository
from conduit.services.users import UserService
from conduit.web.api import routes

SECRET = "dev-secret"


async def on_startup(app: web.Application) -> None:
    engine = create_async_engine("sqlite+aiosqlite:///conduit.sqlite3")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app["user_service"] = UserService(UserRepository(sessions), SECRET)


app = web.Application()
app.on_startup.append(on_startup)
app.add_routes(routes)

if __name__ == "__main__":
    web.run_app(app, port=8080)
