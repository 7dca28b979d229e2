from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import POSTGRES_DSN
from conduit.models import Base
from conduit.repositories import ArticleRepository
from conduit.services.articles import ArticleService
from conduit.views.articles import ArticleCollectionView, ArticleView


async def database(app):
    engine = create_async_engine(POSTGRES_DSN)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["sessions"] = async_sessionmaker(engine, expire_on_commit=False)
    app["article_service"] = ArticleService(ArticleRepository(app["sessions"]))
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


app = web.Application()
app.cleanup_ctx.append(database)
app.router.add_get("/api/health-check", health)
app.router.add_view("/api/articles", ArticleCollectionView)
app.router.add_view("/api/articles/{slug}", ArticleView)
web.run_app(app, host="0.0.0.0", port=8080)
