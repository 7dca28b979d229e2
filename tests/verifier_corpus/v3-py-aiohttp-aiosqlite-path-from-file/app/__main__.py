from aiohttp import web

from app.server import build_app

web.run_app(build_app(), port=8080)
