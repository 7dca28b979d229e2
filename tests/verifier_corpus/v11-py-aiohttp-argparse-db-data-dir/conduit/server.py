import argparse
import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import routes
from conduit.models import Base


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Conduit API server")
    parser.add_argument("--db", default="conduit.db", help="path of the SQLite file")
    parser.add_argument("--port", type=int, default=8080)
    return parser.parse_args(argv)


def build_app(db_path: str) -> web.Application:
    os.makedirs(os.path.dirname(os.path.abspath(db_path)), exist_ok=True)
    engine = create_async_engine(f"sqlite+aiosqlite:///{db_path}")

    async def on_startup(app: web.Application) -> None:
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    async def on_cleanup(app: web.Application) -> None:
        await engine.dispose()

    app = web.Application()
    app["sessions"] = async_sessionmaker(engine, expire_on_commit=False)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    args = parse_args()
    web.run_app(build_app(args.db), host="0.0.0.0", port=args.port)
