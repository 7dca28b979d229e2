from aiohttp import web

from conduit.services.article_service import NotFound


def _svc(request):
    return request.app["services"]["articles"]


def _out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": a.tag_list, "createdAt": a.created_at.isoformat()}


async def list_articles(request):
    q = request.query
    rows, total = await _svc(request).list(q.get("tag"), int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response({"articles": [_out(a) for a in rows], "articlesCount": total})


async def get_article(request):
    try:
        article = await _svc(request).get(request.match_info["slug"])
    except NotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": _out(article)})


async def list_tags(request):
    return web.json_response({"tags": await _svc(request).tags()})
