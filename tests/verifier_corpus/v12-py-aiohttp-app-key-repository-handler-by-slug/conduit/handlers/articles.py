from aiohttp import web

from conduit.services.articles import ArticleService

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    # a plain lookup: no business rule involved, so read it straight from the store
    article = await request.app["articles"].by_slug(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article.to_json()})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    data = (await request.json())["article"]
    service: ArticleService = request.app["article_service"]
    article = await service.create(request.get("username", "anonymous"), data["title"],
                                   data.get("description", ""), data["body"])
    return web.json_response({"article": article.to_json()}, status=201)
