from aiohttp import web
from tinydb import Query

routes = web.RouteTableDef()
Fav = Query()


@routes.get("/api/articles/{slug}")
async def get_article(request):
    a = await request.app["articles"].get(request.match_info["slug"])
    if a is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    favorites = request.app["social"].table("favorites")
    count = favorites.count(Fav.article_id == a.id)
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "favoritesCount": count}})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    a = await request.app["articles"].get(request.match_info["slug"])
    favorites = request.app["social"].table("favorites")
    if not favorites.contains((Fav.article_id == a.id) & (Fav.user_id == 1)):
        favorites.insert({"article_id": a.id, "user_id": 1})
    return web.json_response({"article": {"slug": a.slug, "favorited": True,
                                          "favoritesCount": favorites.count(Fav.article_id == a.id)}})
