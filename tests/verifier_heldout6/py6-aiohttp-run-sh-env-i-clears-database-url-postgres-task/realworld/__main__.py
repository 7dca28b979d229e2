from aiohttp import web

from realworld.config import Config
from realworld.web import create_app

config = Config.from_env()
web.run_app(create_app(config), host="0.0.0.0", port=config.port)
