from aiohttp import web

from conduit.keys import ARTICLES, TAGS
from conduit.services.articles import ArticleNotFound


async def health(request):
    return web.json_response({"status": "ok"})


async def get_article(request):
    try:
        a = await request.app[ARTICLES].get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": a.slug, "title": a.title}})


async def list_tags(request):
    return web.json_response({"tags": await request.app[TAGS].names()})
