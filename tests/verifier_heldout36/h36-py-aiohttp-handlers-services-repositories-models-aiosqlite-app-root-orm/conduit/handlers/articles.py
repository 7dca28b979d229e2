from aiohttp import web

from conduit.services.article_service import ArticleNotFound


def _service(request):
    from conduit.app import ARTICLE_SERVICE

    return request.app[ARTICLE_SERVICE]


async def get_article(request):
    try:
        data = await _service(request).get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"article": data})


async def favorite(request):
    user_id = int(request.headers.get("X-User-Id", "0"))
    try:
        data = await _service(request).favorite(request.match_info["slug"], user_id)
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"article": data})
