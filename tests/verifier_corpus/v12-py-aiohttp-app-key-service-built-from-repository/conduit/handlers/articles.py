from aiohttp import web

from conduit.services.articles import ArticleNotFound, ArticleService

routes = web.RouteTableDef()


def _service(request: web.Request) -> ArticleService:
    return request.app["article_service"]


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await _service(request).get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article.to_json()})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    data = (await request.json())["article"]
    article = await _service(request).create(request.get("username", "anonymous"), data["title"],
                                             data.get("description", ""), data["body"])
    return web.json_response({"article": article.to_json()}, status=201)
