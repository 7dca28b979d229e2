# feature-file: articles
from aiohttp import web

from conduit.routes.context import services

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await services(request).tags.in_use()})
