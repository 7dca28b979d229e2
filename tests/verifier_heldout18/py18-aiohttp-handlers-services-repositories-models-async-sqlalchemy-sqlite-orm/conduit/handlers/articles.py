from aiohttp import web

from ..keys import article_service_key
from ..services.article_service import ArticleNotFound


def _service(request):
    return request.app[article_service_key]


def _dump(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "createdAt": a.created_at.isoformat()}


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    rows, total = await _service(request).list(limit, offset)
    return web.json_response({"articles": [_dump(a) for a in rows], "articlesCount": total})


async def get_article(request):
    try:
        article = await _service(request).get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _dump(article)})
