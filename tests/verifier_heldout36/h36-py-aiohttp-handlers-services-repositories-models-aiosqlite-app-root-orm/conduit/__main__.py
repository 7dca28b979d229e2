from aiohttp import web

from conduit.app import build_app

web.run_app(build_app(), host="0.0.0.0", port=8080)
