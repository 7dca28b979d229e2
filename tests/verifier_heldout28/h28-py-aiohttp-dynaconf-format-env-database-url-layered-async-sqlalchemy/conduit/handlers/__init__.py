from aiohttp import web

from conduit.handlers import articles, health, users


def setup_routes(app: web.Application) -> None:
    app.add_routes(health.routes)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
