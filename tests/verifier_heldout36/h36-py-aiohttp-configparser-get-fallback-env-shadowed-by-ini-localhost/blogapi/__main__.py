from aiohttp import web

from blogapi.config import SERVER_HOST, SERVER_PORT
from blogapi.application import create_app

web.run_app(create_app(), host=SERVER_HOST, port=SERVER_PORT)
