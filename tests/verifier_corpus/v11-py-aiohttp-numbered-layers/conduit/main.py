import importlib

from aiohttp import web

from conduit.db import engine

article_routes = importlib.import_module("conduit.01_routes.articles")
models = importlib.import_module("conduit.04_models.article")


async def create_tables(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(models.Base.metadata.create_all)


def make_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_tables)
    app.add_routes(article_routes.routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
