from aiohttp import web

from conduit.interactors import articles

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    items = await articles.list_articles(limit, offset)
    return web.json_response({"articles": items, "articlesCount": len(items)})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    found = await articles.get_article(request.match_info["slug"])
    if found is None:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": found})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    payload = (await request.json()).get("article", {})
    return web.json_response({"article": await articles.create_article(payload)}, status=201)


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await articles.list_tags()})
