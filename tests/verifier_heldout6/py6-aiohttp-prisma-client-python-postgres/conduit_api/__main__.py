from aiohttp import web

from conduit_api.server import build

web.run_app(build(), host="0.0.0.0", port=8080)
