import logging
import os

from aiohttp import web

from conduit.bootstrap import dispose_database, prepare_database
from conduit.handlers.articles import routes as article_routes


def create_app() -> web.Application:
    logging.basicConfig(level=os.getenv("LOG_LEVEL", "info").upper())
    app = web.Application()
    app.on_startup.append(prepare_database)
    app.on_cleanup.append(dispose_database)
    app.add_routes(article_routes)
    return app
