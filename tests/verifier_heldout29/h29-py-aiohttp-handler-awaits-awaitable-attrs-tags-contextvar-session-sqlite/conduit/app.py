from aiohttp import web

from .db import engine, session_middleware
from .handlers import articles, health
from .models import Base
from .repositories.article_repository import ArticleRepository
from .services.article_service import ArticleService


async def _create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    app = web.Application(middlewares=[session_middleware])
    app[articles.ARTICLE_SERVICE] = ArticleService(ArticleRepository())
    app.on_startup.append(_create_schema)
    app.router.add_get("/api/health-check", health.health_check)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app
