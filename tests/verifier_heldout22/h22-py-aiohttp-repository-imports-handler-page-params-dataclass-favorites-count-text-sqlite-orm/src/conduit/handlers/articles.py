from aiohttp import web

from conduit.handlers.params import PageParams


async def list_articles(request: web.Request):
    articles, total = await request.app["articles"].list(PageParams.from_request(request))
    return web.json_response({"articles": articles, "articlesCount": total})


async def health_check(_request):
    return web.json_response({"status": "ok"})
