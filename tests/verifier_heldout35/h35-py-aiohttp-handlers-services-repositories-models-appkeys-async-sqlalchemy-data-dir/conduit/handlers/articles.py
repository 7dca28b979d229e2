from aiohttp import web

from conduit.keys import ARTICLES
from conduit.services.article_service import ArticleNotFound

routes = web.RouteTableDef()


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat()}


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    q = request.query
    items, total = await request.app[ARTICLES].list(q.get("tag"), int(q.get("limit", 20)),
                                                    int(q.get("offset", 0)))
    return web.json_response({"articles": [_article(a) for a in items], "articlesCount": total})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await request.app[ARTICLES].get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _article(article)})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[ARTICLES].tags()})
