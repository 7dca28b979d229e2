from aiohttp import web

ARTICLES = web.AppKey("articles", object)
