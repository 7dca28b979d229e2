from aiohttp import web

from app.server import make_app

web.run_app(make_app(), port=8080)
