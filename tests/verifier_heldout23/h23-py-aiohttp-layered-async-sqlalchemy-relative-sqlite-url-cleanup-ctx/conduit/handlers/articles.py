from aiohttp import web

from ..keys import ARTICLE_SERVICE
from .auth import viewer

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    result = await request.app[ARTICLE_SERVICE].list(
        await viewer(request, required=False), q.get("author"), q.get("favorited"),
        int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response(result)


@routes.post("/api/articles")
async def create_article(request):
    me = await viewer(request)
    data = (await request.json()).get("article", {})
    return web.json_response({"article": await request.app[ARTICLE_SERVICE].create(me, data)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    me = await viewer(request, required=False)
    return web.json_response({"article": await request.app[ARTICLE_SERVICE].get(request.match_info["slug"], me)})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    me = await viewer(request)
    article = await request.app[ARTICLE_SERVICE].favorite(request.match_info["slug"], me, True)
    return web.json_response({"article": article})


@routes.delete("/api/articles/{slug}/favorite")
async def unfavorite(request):
    me = await viewer(request)
    article = await request.app[ARTICLE_SERVICE].favorite(request.match_info["slug"], me, False)
    return web.json_response({"article": article})


@routes.get("/api/tags")
async def tags(request):
    return web.json_response({"tags": await request.app[ARTICLE_SERVICE].tags()})
