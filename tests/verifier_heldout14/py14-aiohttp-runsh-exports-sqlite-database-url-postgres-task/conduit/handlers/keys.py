from aiohttp import web

from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService

ARTICLES = web.AppKey("articles", ArticleService)
AUTH = web.AppKey("auth", AuthService)
