from aiohttp import web

from conduit.services import articles as service

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request):
    article = await service.get_article(request.app["sessionmaker"], request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title}})
