import argparse
from pathlib import Path

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base, User

DEFAULT_DB = Path(__file__).resolve().parent.parent / "conduit.sqlite3"
SESSIONS = web.AppKey("sessions", async_sessionmaker)


def init_func(argv):
    parser = argparse.ArgumentParser(prog="conduit", add_help=False)
    parser.add_argument("--db", default=str(DEFAULT_DB), help="path of the SQLite file")
    args = parser.parse_args(argv)

    engine = create_async_engine(f"sqlite+aiosqlite:///{args.db}")
    app = web.Application()
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)

    async def create_tables(_app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    async def health(request):
        return web.json_response({"status": "ok"})

    async def profile(request):
        async with request.app[SESSIONS]() as s:
            user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            return web.json_response({"errors": {"body": ["not found"]}}, status=404)
        return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}})

    app.on_startup.append(create_tables)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", profile)
    return app
