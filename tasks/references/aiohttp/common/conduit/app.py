"""The composition root: wires database, repositories, services and routes into one app."""

from collections.abc import AsyncIterator
from functools import partial

from aiohttp import web

from conduit.database import Database
from conduit.repositories import UnitOfWork
from conduit.routes import MIDDLEWARES, SERVICES, setup_routes
from conduit.services import Services


def create_app() -> web.Application:
    database = Database()
    app = web.Application(middlewares=MIDDLEWARES)
    app[SERVICES] = Services.over(partial(UnitOfWork, database.sessions))
    app.cleanup_ctx.append(partial(_database_lifecycle, database))
    setup_routes(app)
    return app


async def _database_lifecycle(database: Database, app: web.Application) -> AsyncIterator[None]:
    await database.create_schema()
    yield
    await database.close()
