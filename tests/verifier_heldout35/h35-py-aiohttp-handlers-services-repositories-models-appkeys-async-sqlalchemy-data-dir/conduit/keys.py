from aiohttp import web

from conduit.services.article_service import ArticleService

ARTICLES = web.AppKey("articles", ArticleService)
