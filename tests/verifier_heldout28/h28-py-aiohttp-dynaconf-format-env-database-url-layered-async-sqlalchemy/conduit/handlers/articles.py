from aiohttp import web

from conduit.handlers.keys import ARTICLE_SERVICE, USER_SERVICE

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    q = request.query
    payload = await request.app[ARTICLE_SERVICE].list(q.get("tag"), q.get("author"),
                                                      int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response(payload)


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return web.json_response({"errors": {"token": ["is missing"]}}, status=401)
    author = await request.app[USER_SERVICE].from_token(header[6:])
    data = (await request.json()).get("article") or {}
    return web.json_response({"article": await request.app[ARTICLE_SERVICE].create(author, data)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    return web.json_response({"article": await request.app[ARTICLE_SERVICE].get(request.match_info["slug"])})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[ARTICLE_SERVICE].tags()})
