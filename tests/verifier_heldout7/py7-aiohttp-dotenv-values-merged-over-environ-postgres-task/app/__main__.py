import logging

from aiohttp import web

from app.server import create_app
from app.settings import config

logging.basicConfig(level=config.get("LOG_LEVEL", "info").upper())
web.run_app(create_app(), host="0.0.0.0", port=8000)
