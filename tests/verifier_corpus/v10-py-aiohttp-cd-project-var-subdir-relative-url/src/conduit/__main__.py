from aiohttp import web

from conduit.db import Base, engine
from conduit.handlers import routes


async def create_schema(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def main() -> None:
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(create_schema)
    web.run_app(app, host="0.0.0.0", port=8080)


main()
