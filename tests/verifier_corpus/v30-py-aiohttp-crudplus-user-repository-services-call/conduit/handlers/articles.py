from aiohttp import web

from conduit.services.profile_service import NotFound

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await request.app["article_service"].get(request.match_info["slug"])
    except NotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article})
