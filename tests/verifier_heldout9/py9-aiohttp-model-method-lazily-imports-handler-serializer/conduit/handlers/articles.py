from aiohttp import web

from conduit.services.article_service import ArticleService, NotFound

service_key = web.AppKey("article_service", ArticleService)
routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    items = await request.app[service_key].latest(int(request.query.get("limit", 20)),
                                                  int(request.query.get("offset", 0)))
    return web.json_response({"articles": items, "articlesCount": len(items)})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await request.app[service_key].get(request.match_info["slug"])
    except NotFound:
        raise web.HTTPNotFound()
    return web.json_response({"article": article})


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
