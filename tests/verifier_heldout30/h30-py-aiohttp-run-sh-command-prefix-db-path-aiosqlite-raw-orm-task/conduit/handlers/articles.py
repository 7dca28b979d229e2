from aiohttp import web

from conduit.services import accounts, publishing

routes = web.RouteTableDef()


def _db(request):
    from conduit.app import DB

    return request.app[DB]


@routes.get("/api/articles")
async def list_articles(request: web.Request):
    rows, total = await publishing.latest(_db(request), int(request.query.get("limit", 20)),
                                          int(request.query.get("offset", 0)))
    return web.json_response({"articles": [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "tagList": [], "createdAt": r["created_at"], "updatedAt": r["updated_at"], "favorited": False,
         "favoritesCount": r["favorites_count"],
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": False}}
        for r in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request: web.Request):
    user = await accounts.identify(_db(request), request.headers.get("Authorization"))
    if user is None:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    a = (await request.json()).get("article", {})
    slug = await publishing.publish(_db(request), user, a["title"], a["description"], a["body"])
    return web.json_response({"article": {"slug": slug, "title": a["title"]}}, status=201)


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request: web.Request):
    user = await accounts.identify(_db(request), request.headers.get("Authorization"))
    if user is None:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    await publishing.favorite(_db(request), user, request.match_info["slug"])
    return web.json_response({"article": {"slug": request.match_info["slug"], "favorited": True}})
