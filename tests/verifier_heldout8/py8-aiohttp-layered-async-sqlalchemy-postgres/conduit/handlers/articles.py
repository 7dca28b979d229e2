from aiohttp import web

from conduit.handlers.common import body, viewer
from conduit.keys import SERVICES


def _page(request: web.Request) -> dict:
    return {"limit": int(request.query.get("limit", 20)), "offset": int(request.query.get("offset", 0))}


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def list_articles(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope)
        items, total = await scope.articles.listing(
            me, tag=request.query.get("tag"), author=request.query.get("author"),
            favorited=request.query.get("favorited"), **_page(request))
        return web.json_response({"articles": items, "articlesCount": total})


async def feed(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope, required=True)
        items, total = await scope.articles.listing(me, feed_of=me.id, **_page(request))
        return web.json_response({"articles": items, "articlesCount": total})


async def create(request: web.Request) -> web.Response:
    data = await body(request, "article")
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope, required=True)
        article = await scope.articles.create(me, data)
        return web.json_response({"article": await scope.articles.to_json(article, me)}, status=201)


async def get_one(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope)
        article = await scope.articles.get(request.match_info["slug"])
        return web.json_response({"article": await scope.articles.to_json(article, me)})


async def delete(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope, required=True)
        await scope.articles.delete(request.match_info["slug"], me)
        return web.Response(status=204)


async def _favorite(request: web.Request, on: bool) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope, required=True)
        article = await scope.articles.favorite(request.match_info["slug"], me, on)
        return web.json_response({"article": await scope.articles.to_json(article, me)})


async def favorite(request: web.Request) -> web.Response:
    return await _favorite(request, True)


async def unfavorite(request: web.Request) -> web.Response:
    return await _favorite(request, False)


async def tags(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        return web.json_response({"tags": await scope.articles.tags()})
