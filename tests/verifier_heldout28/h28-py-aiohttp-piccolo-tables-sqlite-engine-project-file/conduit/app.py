from aiohttp import web

from conduit.handlers import routes
from conduit.tables import ALL_TABLES


async def create_tables(_app: web.Application) -> None:
    for table in ALL_TABLES:
        await table.create_table(if_not_exists=True)


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_tables)
    app.add_routes(routes)
    return app
