from aiohttp import web

from . import settings
from .web import build_app

web.run_app(build_app(), host="0.0.0.0", port=settings.PORT)
