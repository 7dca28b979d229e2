import os

import asyncpg
from aiohttp import web


async def init_pg(app: web.Application):
    app["pool"] = await asyncpg.create_pool(
        host=os.getenv("DB_HOST", "localhost"),
        user=os.getenv("DB_USER", "conduit"),
        password=os.getenv("DB_PASSWORD", "conduit"),
        database=os.getenv("DB_NAME", "conduit"),
    )
    yield
    await app["pool"].close()


async def tags(request: web.Request) -> web.Response:
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


def main():
    app = web.Application()
    app.cleanup_ctx.append(init_pg)
    app.router.add_get("/api/tags", tags)
    web.run_app(app, port=8080)


if __name__ == "__main__":
    main()
