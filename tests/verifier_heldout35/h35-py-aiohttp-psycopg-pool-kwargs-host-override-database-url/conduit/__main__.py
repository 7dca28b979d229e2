from aiohttp import web

from conduit.server import make_app

web.run_app(make_app(), host="0.0.0.0", port=8080)
