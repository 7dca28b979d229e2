from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
