from aiohttp import web
from kink import di

from conduit.services.article_service import ArticleService
from conduit.services.errors import NotFound

routes = web.RouteTableDef()


def _json(a) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": [],
        "createdAt": a.created_at.isoformat(),
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
        "favorited": False,
        "favoritesCount": 0,
    }


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    q = request.query
    items, total = await di[ArticleService].list(
        q.get("author"), int(q.get("limit", 20)), int(q.get("offset", 0))
    )
    return web.json_response({"articles": [_json(a) for a in items], "articlesCount": total})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    try:
        article = await di[ArticleService].get(request.match_info["slug"])
    except NotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _json(article)})
