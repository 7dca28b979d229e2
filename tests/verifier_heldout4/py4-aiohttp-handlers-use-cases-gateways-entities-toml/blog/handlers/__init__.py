from aiohttp import web

from blog.handlers import articles, health, profiles, users


def setup_routes(app: web.Application) -> None:
    for module in (health, users, profiles, articles):
        app.router.add_routes(module.routes)
