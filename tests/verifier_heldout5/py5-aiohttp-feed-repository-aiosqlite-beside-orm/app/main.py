from aiohttp import web

from app.db import engine
from app.handlers import articles
from app.models import Base


@web.middleware
async def token_user(request: web.Request, handler):
    auth = request.headers.get("Authorization", "")
    if auth.startswith("Token ") and auth[6:].isdigit():
        request["user_id"] = int(auth[6:])
    return await handler(request)


async def create_schema(_: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def init_app(argv=None) -> web.Application:
    app = web.Application(middlewares=[token_user])
    app.on_startup.append(create_schema)
    app.router.add_get("/api/health-check", articles.health_check)
    app.router.add_get("/api/articles/feed", articles.feed)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app
