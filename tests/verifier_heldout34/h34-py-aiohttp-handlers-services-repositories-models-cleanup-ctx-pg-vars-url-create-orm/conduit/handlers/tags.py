from aiohttp import web

from conduit.keys import SERVICES

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def tags(request: web.Request):
    return web.json_response({"tags": await request.app[SERVICES]["tags"].all()})
