from aiohttp import web

from conduit.services.articles import ArticleService

routes = web.RouteTableDef()
service = ArticleService()


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    return web.json_response(await service.listing(limit, offset))


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    payload = await service.one(request.match_info["slug"])
    if payload is None:
        raise web.HTTPNotFound()
    return web.json_response(payload)
