import os
from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from models import Base, User

DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)

# connect over loopback TCP (a local pgbouncer sidecar pools the connections)
engine = create_async_engine(
    DATABASE_URL,
    connect_args={"host": "127.0.0.1", "server_settings": {"application_name": "conduit"}},
)
Session = async_sessionmaker(engine, expire_on_commit=False)


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def profile(request):
    async with Session() as s:
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "following": False}})


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/profiles/{username}", profile)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
