from aiohttp import web

from conduit.database import engine
from conduit.handlers.articles import routes
from conduit.models import Base


async def on_startup(_: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
