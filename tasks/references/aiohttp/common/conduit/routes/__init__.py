"""The HTTP layer: parse requests, call a service, shape the JSON response."""

from aiohttp import web

from conduit.routes import articles, comments, health, profiles, tags, users
from conduit.routes.context import SERVICES
from conduit.routes.middlewares import MIDDLEWARES

__all__ = ["MIDDLEWARES", "SERVICES", "setup_routes"]


def setup_routes(app: web.Application) -> None:
    for module in (health, users, profiles, articles, comments, tags):
        app.add_routes(module.routes)
