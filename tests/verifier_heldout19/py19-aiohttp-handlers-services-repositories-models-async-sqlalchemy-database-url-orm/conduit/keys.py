from aiohttp import web

USER_SERVICE = web.AppKey("user_service", object)
ARTICLE_SERVICE = web.AppKey("article_service", object)
