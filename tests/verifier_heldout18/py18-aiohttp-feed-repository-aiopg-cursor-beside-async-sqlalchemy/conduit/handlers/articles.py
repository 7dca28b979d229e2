from aiohttp import web


async def feed(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    articles = await request.app["feed"].feed(1, limit, offset)
    return web.json_response({"articles": articles, "articlesCount": len(articles)})


async def get_article(request):
    article = await request.app["articles"].get(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": article.slug, "title": article.title}})
