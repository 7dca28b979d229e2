from aiohttp import web

from app.db import db_context
from app.handlers import articles, tags


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(db_context)
    app.add_routes([
        web.get("/api/health-check", health_check),
        web.get("/api/tags", tags.list_tags),
        web.post("/api/articles", articles.create_article),
    ])
    return app
