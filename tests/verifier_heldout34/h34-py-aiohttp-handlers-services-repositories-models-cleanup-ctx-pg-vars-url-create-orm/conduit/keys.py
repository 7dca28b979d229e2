from aiohttp import web

SERVICES = web.AppKey("services", dict)
