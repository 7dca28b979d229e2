from aiohttp import web

from conduit.services.articles import ArticleService

SERVICE = web.AppKey("article_service", ArticleService)


def _json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "favorited": False, "favoritesCount": 0, "createdAt": a.created_at.isoformat(),
            "updatedAt": a.created_at.isoformat()}


async def create_article(request: web.Request) -> web.Response:
    data = (await request.json()).get("article", {})
    try:
        article = await request.app[SERVICE].create(1, data.get("title", ""), data.get("description", ""), data.get("body", ""))
    except ValueError as e:
        return web.json_response({"errors": {"title": [str(e)]}}, status=422)
    return web.json_response({"article": _json(article)}, status=201)


async def get_article(request: web.Request) -> web.Response:
    article = await request.app[SERVICE].get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": _json(article)})
