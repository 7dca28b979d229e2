import os

import asyncpg
from aiohttp import web

from server.routes.users import routes as user_routes
from server.repositories.schema import create_schema

POOL = web.AppKey("pool", asyncpg.Pool)


async def init_pool(app):
    app[POOL] = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], min_size=1, max_size=10)
    await create_schema(app[POOL])
    yield
    await app[POOL].close()


async def health(request):
    return web.json_response({"status": "ok"})


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(init_pool)
    app.router.add_get("/api/health-check", health)
    app.add_routes(user_routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
