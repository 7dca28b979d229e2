from aiohttp import web

ARTICLE_SERVICE = web.AppKey("article_service", object)
PROFILE_SERVICE = web.AppKey("profile_service", object)
