from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

from .services.article_service import ArticleService
from .services.user_service import UserService

SESSION_FACTORY = web.AppKey("session_factory", async_sessionmaker)
USER_SERVICE = web.AppKey("user_service", UserService)
ARTICLE_SERVICE = web.AppKey("article_service", ArticleService)
