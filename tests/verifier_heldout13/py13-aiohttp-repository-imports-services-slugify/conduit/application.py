from aiohttp import web

from conduit.db import engine
from conduit.handlers import articles
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService


async def _schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app[articles.SERVICE] = ArticleService(ArticleRepository())
    app.on_startup.append(_schema)
    app.router.add_get("/api/health-check", health)
    app.router.add_post("/api/articles", articles.create_article)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app
