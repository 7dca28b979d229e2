from aiohttp import web

from conduit.request_scope import article_service

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    articles = await article_service(request).list(request.query.get("tag"), limit, offset)
    return web.json_response({"articles": articles, "articlesCount": len(articles)})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    body = await request.json()
    article = await article_service(request).create(body["article"])
    return web.json_response({"article": article}, status=201)
