from aiohttp import web

from api.services.favorite_service import ArticleNotFound, FavoriteService

FAVORITES = web.AppKey("favorites", FavoriteService)
routes = web.RouteTableDef()


def _user(request):
    return int(request.headers.get("X-User-Id", "0"))


def _json(article, count, favorited):
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "favorited": favorited, "favoritesCount": count}})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    try:
        article, count = await request.app[FAVORITES].favorite(_user(request),
                                                               request.match_info["slug"])
    except ArticleNotFound:
        raise web.HTTPNotFound()
    return _json(article, count, True)


@routes.delete("/api/articles/{slug}/favorite")
async def unfavorite(request):
    try:
        article, count = await request.app[FAVORITES].unfavorite(_user(request),
                                                                 request.match_info["slug"])
    except ArticleNotFound:
        raise web.HTTPNotFound()
    return _json(article, count, False)
