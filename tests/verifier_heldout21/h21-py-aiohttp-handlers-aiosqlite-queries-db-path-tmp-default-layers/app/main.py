from aiohttp import web

from app import db
from app.config import PORT
from app.handlers import articles


async def on_startup(app):
    app["db"] = await db.connect()


async def on_cleanup(app):
    await app["db"].close()


async def health(request):
    return web.json_response({"status": "ok"})


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    app.router.add_get("/api/tags", articles.list_tags)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=PORT)
