from aiohttp import web

from . import settings
from .app import create_app

web.run_app(create_app(), host="0.0.0.0", port=settings.PORT)
