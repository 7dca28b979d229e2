from aiohttp import web

from app.handlers import profiles, system, users


def register_handlers(app: web.Application) -> None:
    for module in (system, users, profiles):
        app.add_routes(module.routes)
