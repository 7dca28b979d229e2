from aiohttp import web

from .app import build_app
from .options import parse_options

options = parse_options()
web.run_app(build_app(options), host=options.host, port=options.port)
