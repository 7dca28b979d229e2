from aiohttp import web

from api.services import article_service

routes = web.RouteTableDef()


def _json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author, "bio": None, "image": None, "following": False}}


@routes.get("/api/articles")
async def list_articles(request):
    items, total = await article_service.list_articles(
        request.query.get("author"), int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [_json(a) for a in items], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json()).get("article", {})
    article = await article_service.create_article(request.headers.get("X-Username", ""), data)
    return web.json_response({"article": _json(article)}, status=201)


@routes.put("/api/articles/{slug}")
async def update_article(request):
    data = (await request.json()).get("article", {})
    try:
        article = await article_service.update_article(
            request.headers.get("X-Username", ""), request.match_info["slug"], data)
    except article_service.ArticleNotFound:
        raise web.HTTPNotFound()
    except article_service.NotAuthor:
        raise web.HTTPForbidden()
    return web.json_response({"article": _json(article)})
