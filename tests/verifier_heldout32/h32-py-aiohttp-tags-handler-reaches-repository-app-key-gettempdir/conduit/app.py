from aiohttp import web

from conduit.handlers import api
from conduit.keys import ARTICLES, TAGS
from conduit.repositories.sqlite import ArticleRepository, TagRepository, init_schema
from conduit.services.articles import ArticleService


async def create_app(argv=None) -> web.Application:
    await init_schema()
    app = web.Application()
    app[ARTICLES] = ArticleService(ArticleRepository())
    app[TAGS] = TagRepository()
    app.router.add_get("/api/health-check", api.health)
    app.router.add_get("/api/articles/{slug}", api.get_article)
    app.router.add_get("/api/tags", api.list_tags)
    return app
