from aiohttp import web

from conduit.handlers.pagination import page_params


async def list_articles(request):
    from conduit.web import SERVICE

    limit, offset = page_params(request)
    items, count = await request.app[SERVICE].list(limit, offset, request.query.get("author"))
    return web.json_response({"articles": items, "articlesCount": count})
