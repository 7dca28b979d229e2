from aiohttp import web

from conduit.handlers import articles, health, profiles


def setup_routes(app: web.Application) -> None:
    for module in (health, profiles, articles):
        app.add_routes(module.routes)
