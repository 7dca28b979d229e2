from aiohttp import web

from .services.article_service import ArticleService

article_service_key = web.AppKey("article_service", ArticleService)
