import os

from aiohttp import web

from server.web import build_app

web.run_app(build_app(), host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
