from aiohttp import web
from psycopg_pool import AsyncConnectionPool

from db import POOL, SCHEMA
from views import routes


async def pool_ctx(app):
    # empty conninfo: libpq takes host/port/user/password/dbname from PG* variables
    pool = AsyncConnectionPool("", open=False, min_size=1, max_size=10)
    await pool.open()
    async with pool.connection() as conn:
        await conn.execute(SCHEMA)
    app[POOL] = pool
    yield
    await pool.close()


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(pool_ctx)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8080)
