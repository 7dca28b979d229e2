from aiohttp import web

from conduit.handlers.auth import viewer_id
from conduit.keys import ARTICLE_SERVICE
from conduit.services.errors import NotFound

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await request.app[ARTICLE_SERVICE].get(request.match_info["slug"], viewer_id(request))
    except NotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request: web.Request) -> web.Response:
    viewer = viewer_id(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    try:
        article = await request.app[ARTICLE_SERVICE].favorite(request.match_info["slug"], viewer)
    except NotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article})
