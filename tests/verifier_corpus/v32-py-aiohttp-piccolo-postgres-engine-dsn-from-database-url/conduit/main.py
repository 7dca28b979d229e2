import os

from aiohttp import web
from piccolo.table import create_db_tables

from conduit.models import Article
from conduit.routes.articles import routes
from piccolo_conf import DB


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def database_ctx(_app: web.Application):
    await DB.start_connection_pool()
    await create_db_tables(Article, if_not_exists=True)
    yield
    await DB.close_connection_pool()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.router.add_get("/api/health-check", health)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
