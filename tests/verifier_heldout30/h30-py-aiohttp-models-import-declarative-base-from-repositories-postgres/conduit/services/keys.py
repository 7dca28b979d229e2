from aiohttp import web

USERS = web.AppKey("users", object)
ARTICLES = web.AppKey("articles", object)
