import os

import asyncpg
from aiohttp import web

from schema import SCHEMA
from store import Store


async def on_startup(app):
    app["pool"] = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], min_size=1, max_size=10)
    async with app["pool"].acquire() as conn:
        await conn.execute(SCHEMA)
    app["store"] = Store(app["pool"])


async def on_cleanup(app):
    await app["pool"].close()


async def health(request):
    return web.json_response({"status": "ok"})


async def get_profile(request):
    user = await request.app["store"].user_by_username(request.match_info["username"])
    if user is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": {"username": user["username"], "bio": user["bio"],
                                          "image": user["image"], "following": False}})


def make_app():
    app = web.Application()
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", get_profile)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
