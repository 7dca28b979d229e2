from aiohttp import web

from conduit.services.keys import ARTICLES, USERS

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    items, total = await request.app[ARTICLES].page(request.query.get("tag"), int(request.query.get("limit", 20)),
                                                    int(request.query.get("offset", 0)))
    return web.json_response({"articles": items, "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    user = await request.app[USERS].identify(request.headers.get("Authorization"))
    if user is None:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    a = (await request.json()).get("article", {})
    article = await request.app[ARTICLES].create(user, a.get("title", ""), a.get("description", ""),
                                                 a.get("body", ""), a.get("tagList", []))
    return web.json_response({"article": article}, status=201)


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[ARTICLES].tags()})
