from aiohttp import web

from conduit.handlers.common import body, viewer
from conduit.keys import SERVICES


async def list_comments(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope)
        return web.json_response({"comments": await scope.comments.list(request.match_info["slug"], me)})


async def add_comment(request: web.Request) -> web.Response:
    data = await body(request, "comment")
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope, required=True)
        comment = await scope.comments.add(request.match_info["slug"], me, data.get("body", ""))
        return web.json_response({"comment": comment}, status=201)


async def delete_comment(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        me = await viewer(request, scope, required=True)
        await scope.comments.delete(request.match_info["slug"], int(request.match_info["id"]), me)
        return web.Response(status=204)
