from aiohttp import web

from conduit.services.article_service import ArticleNotFound, ArticleService

routes = web.RouteTableDef()
service = ArticleService()


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await service.get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article})
