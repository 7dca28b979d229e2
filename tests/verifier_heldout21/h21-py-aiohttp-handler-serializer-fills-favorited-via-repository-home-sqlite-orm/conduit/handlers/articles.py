from aiohttp import web

from conduit.handlers.serializers import article_json
from conduit.services.articles import ArticleNotFound, ArticleService

service = ArticleService()


async def get_article(request: web.Request) -> web.Response:
    viewer = request.headers.get("X-User-Id")
    try:
        article = await service.get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"article": await article_json(article, int(viewer) if viewer else None)})
