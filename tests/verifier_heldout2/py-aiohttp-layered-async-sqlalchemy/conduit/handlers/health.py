from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"ok": True})
