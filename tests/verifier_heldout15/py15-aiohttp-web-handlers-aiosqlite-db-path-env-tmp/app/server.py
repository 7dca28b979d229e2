import aiosqlite
from aiohttp import web

from app.handlers.articles import routes as article_routes
from app.handlers.users import routes as user_routes
from app.repositories.schema import create_schema
from app.settings import DB_PATH, PORT


async def open_db(app):
    app["db"] = await aiosqlite.connect(DB_PATH)
    app["db"].row_factory = aiosqlite.Row
    await create_schema(app["db"])
    yield
    await app["db"].close()


async def health(request):
    return web.json_response({"status": "ok"})


def build():
    app = web.Application()
    app.cleanup_ctx.append(open_db)
    app.router.add_get("/api/health-check", health)
    app.add_routes(user_routes)
    app.add_routes(article_routes)
    return app


if __name__ == "__main__":
    web.run_app(build(), port=PORT)
