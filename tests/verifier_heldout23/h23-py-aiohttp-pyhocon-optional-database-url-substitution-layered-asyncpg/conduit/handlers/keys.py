from aiohttp import web

from ..services.articles import ArticleService
from ..services.users import UserService

USERS = web.AppKey("users", UserService)
ARTICLES = web.AppKey("articles", ArticleService)
