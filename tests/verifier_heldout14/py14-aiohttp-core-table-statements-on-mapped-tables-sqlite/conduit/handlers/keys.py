from aiohttp import web

from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService

ARTICLES = web.AppKey("articles", ArticleService)
AUTH = web.AppKey("auth", AuthService)

from conduit.services.favorites import FavoriteService  # noqa: E402

FAVORITES = web.AppKey("favorites", FavoriteService)
