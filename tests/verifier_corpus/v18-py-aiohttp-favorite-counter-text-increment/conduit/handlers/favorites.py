from aiohttp import web

from conduit.services import favorites

routes = web.RouteTableDef()


def _user_id(request: web.Request) -> int:
    # the auth middleware is omitted from this excerpt
    return int(request.headers.get("X-User-Id", "0"))


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request: web.Request) -> web.Response:
    async with request.app["sessions"]() as session:
        try:
            article = await favorites.favorite(session, request.match_info["slug"], _user_id(request), True)
        except favorites.ArticleNotFound:
            raise web.HTTPNotFound()
    return web.json_response({"article": article})


@routes.delete("/api/articles/{slug}/favorite")
async def unfavorite(request: web.Request) -> web.Response:
    async with request.app["sessions"]() as session:
        try:
            article = await favorites.favorite(session, request.match_info["slug"], _user_id(request), False)
        except favorites.ArticleNotFound:
            raise web.HTTPNotFound()
    return web.json_response({"article": article})
