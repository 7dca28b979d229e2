from aiohttp import web

from app.config import PORT
from app.main import create_app

web.run_app(create_app(), host="0.0.0.0", port=PORT)
