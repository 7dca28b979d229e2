from aiohttp import web

from conduit.usecases import articles

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request):
    items = await articles.list_articles(int(request.query.get("limit", 20)))
    return web.json_response({"articles": items, "articlesCount": len(items)})
