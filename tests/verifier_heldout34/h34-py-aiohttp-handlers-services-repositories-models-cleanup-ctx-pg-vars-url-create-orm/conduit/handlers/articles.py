from aiohttp import web

from conduit.keys import SERVICES
from conduit.services.articles import ArticleNotFound

routes = web.RouteTableDef()


def _json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body}


@routes.get("/api/articles")
async def list_articles(request: web.Request):
    q = request.query
    items, total = await request.app[SERVICES]["articles"].list(
        q.get("tag"), int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response({"articles": [_json(a) for a in items], "articlesCount": total})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request):
    try:
        a = await request.app[SERVICES]["articles"].get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _json(a)})
