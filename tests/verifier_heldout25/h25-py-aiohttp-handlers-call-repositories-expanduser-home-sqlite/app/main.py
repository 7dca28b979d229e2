from aiohttp import web

from .database import init_models
from .handlers import articles, auth


async def on_startup(_app: web.Application) -> None:
    await init_models()


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health)
    app.add_routes(auth.routes)
    app.add_routes(articles.routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
