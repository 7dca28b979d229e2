from aiohttp import web

from .app import build
from .config import load

cfg = load()
web.run_app(build(cfg), host=cfg.host, port=cfg.port)
