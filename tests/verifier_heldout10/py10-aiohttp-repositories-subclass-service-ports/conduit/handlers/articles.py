from aiohttp import web

from conduit.services.articles import ArticleNotFound, ArticleService

service_key = web.AppKey("articles", ArticleService)


async def health(request):
    return web.json_response({"status": "ok"})


async def list_articles(request):
    rows = await request.app[service_key].latest(int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title} for a in rows], "articlesCount": len(rows)})


async def get_article(request):
    try:
        a = await request.app[service_key].get(request.match_info["slug"])
    except ArticleNotFound:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})
