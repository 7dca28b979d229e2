from aiohttp import web

from conduit.db import engine
from conduit.handlers import articles
from conduit.models import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService


async def _schema(_app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build() -> web.Application:
    app = web.Application()
    app["articles"] = ArticleService(ArticleRepository())
    app.on_startup.append(_schema)
    app.router.add_get("/api/health-check", articles.health_check)
    app.router.add_get("/api/articles", articles.list_articles)
    return app


if __name__ == "__main__":
    web.run_app(build(), host="0.0.0.0", port=8080)
