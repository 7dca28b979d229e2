from aiohttp import web

from conduit.services.articles import ArticleService
from conduit.services.users import UserService

USER_SERVICE = web.AppKey("user_service", UserService)
ARTICLE_SERVICE = web.AppKey("article_service", ArticleService)
