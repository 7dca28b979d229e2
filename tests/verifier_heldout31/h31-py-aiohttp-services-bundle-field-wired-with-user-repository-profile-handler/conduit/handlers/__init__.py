from aiohttp import web

from conduit.handlers.keys import SERVICES
from conduit.services.article_service import ArticleNotFound

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    user = await services.users.find_by_username(request.match_info["username"])
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": False}})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    try:
        article, author = await services.articles.get_with_author(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "body": article.body,
                                          "author": {"username": author.username}}})
