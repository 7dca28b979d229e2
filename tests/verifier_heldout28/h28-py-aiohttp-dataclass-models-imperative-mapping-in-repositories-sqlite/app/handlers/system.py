from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})
