from aiohttp import web

from conduit.repositories.articles import ArticleRepository
from conduit.repositories.tags import TagRepository
from conduit.services.articles import ArticleService


def article_service(request: web.Request) -> ArticleService:
    session = request["db_session"]
    return ArticleService(ArticleRepository(session), TagRepository(session))
