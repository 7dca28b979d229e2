from aiohttp import web

from api.application import make_app

web.run_app(make_app(), port=8080)
