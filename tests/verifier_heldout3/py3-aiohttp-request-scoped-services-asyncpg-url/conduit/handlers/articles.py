from aiohttp import web

from conduit.handlers.common import services, viewer
from conduit.models import Article


async def _json(request: web.Request, a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": await services(request).articles.favorites_count(a),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


async def index(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    rows, total = await services(request).articles.latest(limit, offset)
    return web.json_response({"articles": [await _json(request, a) for a in rows], "articlesCount": total})


async def create(request: web.Request) -> web.Response:
    me = await viewer(request)
    data = (await request.json())["article"]
    article = await services(request).articles.publish(me, data["title"], data["description"], data["body"])
    return web.json_response({"article": await _json(request, article)}, status=201)


async def show(request: web.Request) -> web.Response:
    article = await services(request).articles.get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": await _json(request, article)})


async def favorite(request: web.Request) -> web.Response:
    me = await viewer(request)
    on = request.method == "POST"
    article = await services(request).articles.favorite(me, request.match_info["slug"], on)
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": await _json(request, article)})
