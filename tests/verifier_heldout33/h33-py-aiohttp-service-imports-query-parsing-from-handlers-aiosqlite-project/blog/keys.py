from aiohttp import web

from blog.services.article_service import ArticleService

SERVICE = web.AppKey("article_service", ArticleService)
