import argparse

from aiohttp import web

from conduit import models  # noqa: F401
from conduit.db import Base, make_engine
from conduit.handlers import routes
from conduit.keys import CONFIG, SESSIONMAKER
from conduit.settings import add_config_options, load


def create_app(config: dict) -> web.Application:
    app = web.Application()
    app[CONFIG] = config

    async def database_ctx(app: web.Application):
        engine, sessionmaker = make_engine(app[CONFIG])
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[SESSIONMAKER] = sessionmaker
        yield
        await engine.dispose()

    app.cleanup_ctx.append(database_ctx)
    app.add_routes(routes)
    return app


def main() -> None:
    parser = argparse.ArgumentParser(prog="conduit")
    add_config_options(parser)
    config = load(parser.parse_args())
    web.run_app(create_app(config), host=config["host"], port=config["port"])


if __name__ == "__main__":
    main()
