from aiohttp import web

from conduit.handlers.common import services, viewer

routes = web.RouteTableDef()


async def _article(request: web.Request, a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t for t in a.tag_list.split(",") if t], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False,
            "favoritesCount": await services(request).articles.favorites_count(a),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/articles/feed")
async def feed(request: web.Request) -> web.Response:
    user = await viewer(request)
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    items, total = await services(request).articles.feed(user, limit, offset)
    return web.json_response({"articles": [await _article(request, a) for a in items], "articlesCount": total})


@routes.get("/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    article = await services(request).articles.get(request.match_info["slug"])
    return web.json_response({"article": await _article(request, article)})


@routes.get("/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await services(request).articles.tags()})


@routes.get("/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
