from aiohttp import web
from conduit.keys import ARTICLE_SERVICE
from conduit.services.article_service import ArticleNotFound


def dump(a):
    return {"slug": a.slug, "title": a.title, "body": a.body, "createdAt": a.created_at.isoformat(),
            "author": {"username": a.author.username}}


async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    items, total = await request.app[ARTICLE_SERVICE].list(limit, offset)
    return web.json_response({"articles": [dump(a) for a in items], "articlesCount": total})


async def get_article(request: web.Request) -> web.Response:
    try:
        article = await request.app[ARTICLE_SERVICE].get(request.match_info["slug"])
    except ArticleNotFound:
        raise web.HTTPNotFound(text="article not found")
    return web.json_response({"article": dump(article)})
