from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings
from conduit.models import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.routes.articles import setup_article_routes
from conduit.services.article_service import ArticleService


async def health_check(_request):
    return web.json_response({"status": "ok"})


def make_app() -> web.Application:
    engine = create_async_engine(settings.POSTGRES_DSN)
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async def startup(_app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    app = web.Application()
    app.on_startup.append(startup)
    app.router.add_get("/api/health-check", health_check)
    setup_article_routes(app, ArticleService(ArticleRepository(sessions)))
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=settings.PORT)
