from aiohttp import web

from conduit import models  # noqa: F401  (register the tables)
from conduit.database import Base, make_engine, make_sessions
from conduit.handlers import routes
from conduit.settings import get_settings


async def _database(app: web.Application):
    engine = make_engine(app["settings"].db_url)
    async with engine.begin() as connection:
        await connection.run_sync(Base.metadata.create_all)
    app["sessions"] = make_sessions(engine)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app["settings"] = get_settings()
    app.add_routes(routes)
    app.cleanup_ctx.append(_database)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=get_settings().port)
