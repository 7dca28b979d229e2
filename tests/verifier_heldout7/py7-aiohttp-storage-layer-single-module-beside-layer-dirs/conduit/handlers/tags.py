from aiohttp import web

from conduit.handlers.keys import SERVICES

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await request.app[SERVICES].tags.list()})
