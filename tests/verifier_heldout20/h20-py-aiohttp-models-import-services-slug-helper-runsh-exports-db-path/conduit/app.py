from aiohttp import web

from conduit.db import connect
from conduit.handlers.articles import SERVICE, routes
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService


async def wiring(app: web.Application):
    conn = await connect()
    app[SERVICE] = ArticleService(ArticleRepository(conn))
    yield
    await conn.close()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(wiring)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
