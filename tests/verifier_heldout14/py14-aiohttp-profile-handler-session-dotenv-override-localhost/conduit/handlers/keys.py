from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService

ARTICLES = web.AppKey("articles", ArticleService)
AUTH = web.AppKey("auth", AuthService)
SESSIONS = web.AppKey("sessions", async_sessionmaker)
