from aiohttp import web

from blog.web import make_app

web.run_app(make_app(), host="0.0.0.0", port=8080)
