from aiohttp import web

from ..services.articles import ArticleService
from ..services.users import UserService

users_key = web.AppKey("users", UserService)
articles_key = web.AppKey("articles", ArticleService)
