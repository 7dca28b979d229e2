from aiohttp import web

from conduit.keys import SERVICES
from conduit.services.articles import NotFound


async def list_articles(request: web.Request):
    svc = request.config_dict[SERVICES]["articles"]
    rows, total = await svc.list(int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title} for a in rows],
                              "articlesCount": total})


async def get_article(request: web.Request):
    svc = request.config_dict[SERVICES]["articles"]
    try:
        a = await svc.get(request.match_info["slug"])
    except NotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})


async def tags(request: web.Request):
    svc = request.config_dict[SERVICES]["articles"]
    return web.json_response({"tags": await svc.tags()})
