from aiohttp import web

from conduit.handlers.articles import _viewer
from conduit.handlers.keys import FAVORITES

routes = web.RouteTableDef()


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request: web.Request) -> web.Response:
    viewer = await _viewer(request, required=True)
    article = await request.app[FAVORITES].set(viewer, request.match_info["slug"], True)
    return web.json_response({"article": article})


@routes.delete("/api/articles/{slug}/favorite")
async def unfavorite(request: web.Request) -> web.Response:
    viewer = await _viewer(request, required=True)
    article = await request.app[FAVORITES].set(viewer, request.match_info["slug"], False)
    return web.json_response({"article": article})
