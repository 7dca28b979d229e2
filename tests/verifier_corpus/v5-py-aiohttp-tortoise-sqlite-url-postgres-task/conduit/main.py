from aiohttp import web
from tortoise import Tortoise

from conduit import settings
from conduit.views import routes


async def init_db(app: web.Application) -> None:
    await Tortoise.init(db_url=settings.DB_URL, modules={"models": settings.MODELS})
    await Tortoise.generate_schemas()


async def close_db(app: web.Application) -> None:
    await Tortoise.close_connections()


def create_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(init_db)
    app.on_cleanup.append(close_db)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8080)
