import os

from aiohttp import web
from psycopg_pool import AsyncConnectionPool

from app.handlers.profiles import setup_routes
from app.handlers.keys import PROFILES
from app.repositories.profile_repository import ProfileRepository
from app.repositories.schema import create_schema
from app.services.profile_service import ProfileService


def build() -> web.Application:
    pool = AsyncConnectionPool(conninfo=os.environ["DATABASE_URL"], open=False)

    async def lifecycle(app: web.Application):
        await pool.open()
        await create_schema(pool)
        yield
        await pool.close()

    app = web.Application()
    app[PROFILES] = ProfileService(ProfileRepository(pool))
    app.cleanup_ctx.append(lifecycle)
    setup_routes(app)
    return app


if __name__ == "__main__":
    web.run_app(build(), host="0.0.0.0", port=8080)
