from aiohttp import web

from conduit.handlers import articles


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def build():
    return [
        web.get("/api/health-check", health),
        web.get("/api/articles", articles.list_articles),
        web.get("/api/articles/{slug}", articles.get_article),
        web.get("/api/tags", articles.tags),
    ]
