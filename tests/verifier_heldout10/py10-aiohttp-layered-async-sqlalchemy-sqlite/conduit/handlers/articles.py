from aiohttp import web

from conduit.services.articles import ArticleNotFound, ArticleService

SERVICE = web.AppKey("article_service", ArticleService)
routes = web.RouteTableDef()


def _json(article):
    return {"slug": article.slug, "title": article.title, "body": article.body,
            "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image}}


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    service = request.app[SERVICE]
    rows = await service.page(int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [_json(a) for a in rows], "articlesCount": len(rows)})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await request.app[SERVICE].get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _json(article)})
