from aiohttp import web

from conduit.handlers.keys import TAG_SERVICE

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    tags = await request.app[TAG_SERVICE].popular()
    return web.json_response({"tags": tags})
