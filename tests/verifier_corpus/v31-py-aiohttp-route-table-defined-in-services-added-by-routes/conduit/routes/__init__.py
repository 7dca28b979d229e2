from aiohttp import web

from conduit.routes.profiles import routes as profile_routes
from conduit.services.tags import routes as tag_routes


def setup_routes(app: web.Application) -> None:
    app.add_routes(profile_routes)
    app.add_routes(tag_routes)
