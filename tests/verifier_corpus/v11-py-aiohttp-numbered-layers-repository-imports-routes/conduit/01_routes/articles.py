import importlib

from aiohttp import web

services = importlib.import_module("conduit.02_services.article_service")
serializers = importlib.import_module("conduit.01_routes.serializers")

routes = web.RouteTableDef()
article_service = services.ArticleService()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    articles = await article_service.feed(limit, offset)
    return web.json_response({"articles": articles,
                              "articlesCount": len(articles)})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await article_service.get(request.match_info["slug"])
    except services.NotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": serializers.article_json(article)})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    data = (await request.json()).get("article") or {}
    article = await article_service.create(data["title"], data["description"], data["body"])
    return web.json_response({"article": serializers.article_json(article)}, status=201)
