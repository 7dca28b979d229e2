from aiohttp import web

from conduit.db import Base, Session, engine
from conduit.handlers import articles
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService

ARTICLE_SERVICE = web.AppKey("article_service", ArticleService)


async def _db(app):
    import conduit.models  # noqa: F401
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


def build_app():
    app = web.Application()
    app[ARTICLE_SERVICE] = ArticleService(ArticleRepository(Session))
    app.cleanup_ctx.append(_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    app.router.add_post("/api/articles/{slug}/favorite", articles.favorite)
    return app
