"""The HTTP layer: parse requests, call a service, shape the JSON response."""

from aiohttp import web

from conduit.routes import (
    articles,  # feature-line: articles
    comments,  # feature-line: comments
    health,
    profiles,  # feature-line: profiles
    tags,  # feature-line: articles
    users,
)
from conduit.routes.context import SERVICES
from conduit.routes.middlewares import MIDDLEWARES

__all__ = ["MIDDLEWARES", "SERVICES", "setup_routes"]


def setup_routes(app: web.Application) -> None:
    modules = [
        health,
        users,
        profiles,  # feature-line: profiles
        articles,  # feature-line: articles
        comments,  # feature-line: comments
        tags,  # feature-line: articles
    ]
    for module in modules:
        app.add_routes(module.routes)
