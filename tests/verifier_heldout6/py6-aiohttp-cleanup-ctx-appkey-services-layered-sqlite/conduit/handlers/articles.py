from aiohttp import web

from conduit.keys import SERVICES

routes = web.RouteTableDef()


def article_json(view: dict) -> dict:
    a = view["article"]
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags),
            "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
            "favorited": view["favorited"], "favoritesCount": view["favorites"],
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": view["following"]}}


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    viewer = await services.auth.authenticate(request.headers.get("Authorization"))
    q = request.query
    views, total = await services.articles.list(viewer, q.get("tag"), q.get("author"),
                                                int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response({"articles": [article_json(v) for v in views], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    viewer = await services.auth.authenticate(request.headers.get("Authorization"))
    if viewer is None:
        raise web.HTTPUnauthorized()
    data = (await request.json()).get("article", {})
    return web.json_response({"article": article_json(await services.articles.create(viewer, data))}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    viewer = await services.auth.authenticate(request.headers.get("Authorization"))
    return web.json_response({"article": article_json(await services.articles.get(request.match_info["slug"], viewer))})


@routes.post("/api/articles/{slug}/favorite")
@routes.delete("/api/articles/{slug}/favorite")
async def favorite(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    viewer = await services.auth.authenticate(request.headers.get("Authorization"))
    if viewer is None:
        raise web.HTTPUnauthorized()
    view = await services.articles.favorite(request.match_info["slug"], viewer, request.method == "POST")
    return web.json_response({"article": article_json(view)})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[SERVICES].articles.tags()})
