import os

from aiohttp import web

from conduit.db import Base, engine
from conduit.handlers import articles, reading_list
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService


async def init_db(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health(_request):
    return web.json_response({"status": "ok"})


def make_app() -> web.Application:
    app = web.Application()
    app[articles.service] = ArticleService(ArticleRepository())
    app.cleanup_ctx.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.add_routes(articles.routes)
    app.add_routes(reading_list.routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=int(os.environ.get("PORT", "8000")))
