from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    article = await request.app["services"].articles.get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "description": article.description, "body": article.body}})


@routes.delete("/api/articles/{slug}")
async def delete_article(request: web.Request) -> web.Response:
    me = request.get("user")
    if me is None:
        raise web.HTTPUnauthorized()
    if not await request.app["services"].articles.delete(request.match_info["slug"], me):
        raise web.HTTPForbidden()
    return web.Response(status=204)
