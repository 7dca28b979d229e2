from aiohttp import web

from conduit.services import article_service

routes = web.RouteTableDef()


@routes.post("/api/articles")
async def create(request: web.Request) -> web.Response:
    user_id = int(request.headers["Authorization"].removeprefix("Token ").split(".")[0])
    payload = await request.json()
    return web.json_response({"article": article_service.create(user_id, payload["article"])}, status=201)


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    tag = request.query.get("tag", "")
    articles = article_service.list_by_tag(tag) if tag else []
    return web.json_response({"articles": articles, "articlesCount": len(articles)})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": article_service.all_tags()})


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
