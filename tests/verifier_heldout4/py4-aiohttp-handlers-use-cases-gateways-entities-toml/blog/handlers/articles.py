from aiohttp import web

from blog.handlers.common import article_json, viewer
from blog.handlers.keys import PUBLISHING

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def browse(request: web.Request) -> web.Response:
    q = request.query
    views, total = await request.app[PUBLISHING].browse(
        await viewer(request), tag=q.get("tag"), author=q.get("author"), favorited=q.get("favorited"),
        limit=int(q.get("limit", 20)), offset=int(q.get("offset", 0)))
    return web.json_response({"articles": [article_json(v) for v in views], "articlesCount": total})


@routes.get("/api/articles/feed")
async def feed(request: web.Request) -> web.Response:
    me = await viewer(request, required=True)
    views, total = await request.app[PUBLISHING].browse(
        me, feed_of=me.id, limit=int(request.query.get("limit", 20)), offset=int(request.query.get("offset", 0)))
    return web.json_response({"articles": [article_json(v) for v in views], "articlesCount": total})


@routes.post("/api/articles")
async def publish(request: web.Request) -> web.Response:
    me = await viewer(request, required=True)
    data = (await request.json())["article"]
    view = await request.app[PUBLISHING].publish(me, data["title"], data["description"], data["body"],
                                                 data.get("tagList", []))
    return web.json_response({"article": article_json(view)}, status=201)


@routes.get("/api/articles/{slug}")
async def read(request: web.Request) -> web.Response:
    publishing = request.app[PUBLISHING]
    article = await publishing.find(request.match_info["slug"])
    return web.json_response({"article": article_json(await publishing.describe(article, await viewer(request)))})


@routes.delete("/api/articles/{slug}")
async def retract(request: web.Request) -> web.Response:
    await request.app[PUBLISHING].retract(await viewer(request, required=True), request.match_info["slug"])
    return web.Response(status=204)


@routes.post("/api/articles/{slug}/favorite")
@routes.delete("/api/articles/{slug}/favorite")
async def favorite(request: web.Request) -> web.Response:
    view = await request.app[PUBLISHING].favorite(await viewer(request, required=True),
                                                  request.match_info["slug"], request.method == "POST")
    return web.json_response({"article": article_json(view)})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[PUBLISHING].tags()})
