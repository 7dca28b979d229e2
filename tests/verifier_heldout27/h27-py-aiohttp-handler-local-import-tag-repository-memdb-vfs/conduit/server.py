from aiohttp import web

from conduit.db import DB_KEY, database_ctx
from conduit.handlers import health, profiles, tags
from conduit.keys import PROFILE_SERVICE
from conduit.repositories.users import UserRepository
from conduit.services.profiles import ProfileService


async def services_ctx(app: web.Application):
    app[PROFILE_SERVICE] = ProfileService(UserRepository(app[DB_KEY]))
    yield


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.cleanup_ctx.append(services_ctx)
    for module in (health, profiles, tags):
        app.add_routes(module.routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
