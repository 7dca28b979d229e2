from aiohttp import web

from conduit.handlers import articles, health
from conduit.infra.kv import create_kv
from conduit.infra.postgres import create_pool
from conduit.keys import ARTICLES
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.favorite_repository import FavoriteRepository
from conduit.services.article_service import ArticleService



async def _resources(app):
    pool = await create_pool()
    kv = create_kv()
    app[ARTICLES] = ArticleService(ArticleRepository(pool), FavoriteRepository(kv))
    yield
    await pool.close()
    await kv.aclose()


def build_app():
    app = web.Application()
    app.cleanup_ctx.append(_resources)
    app.add_routes(health.routes)
    app.add_routes(articles.routes)
    return app
