from aiohttp import web

from conduit.db import sessions, create_schema
from conduit.repositories import ProfileRepository
from conduit.services import ProfileService
from conduit.web.handlers import routes


def build_app(argv=None):
    app = web.Application()
    app["profiles"] = ProfileService(ProfileRepository(sessions))
    app.on_startup.append(create_schema)
    app.add_routes(routes)
    return app
