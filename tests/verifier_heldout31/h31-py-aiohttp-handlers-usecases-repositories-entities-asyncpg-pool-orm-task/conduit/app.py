import os

import asyncpg
from aiohttp import web

from conduit.handlers.profiles import ProfileHandlers
from conduit.repositories.profile_repository import ProfileRepository
from conduit.repositories.schema import create_schema
from conduit.usecases.profiles import ProfileUseCases

POOL = web.AppKey("pool", asyncpg.Pool)


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app(argv=None) -> web.Application:
    app = web.Application()
    repository = ProfileRepository()

    async def pool_ctx(app: web.Application):
        pool = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], min_size=1, max_size=10)
        await create_schema(pool)
        repository.bind(pool)
        app[POOL] = pool
        yield
        await pool.close()

    app.cleanup_ctx.append(pool_ctx)
    handlers = ProfileHandlers(ProfileUseCases(repository))
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/profiles/{username}", handlers.get)
    app.router.add_post("/api/profiles/{username}/follow", handlers.follow)
    app.router.add_delete("/api/profiles/{username}/follow", handlers.unfollow)
    return app
