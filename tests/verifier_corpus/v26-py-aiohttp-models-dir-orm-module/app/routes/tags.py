from aiohttp import web

from app.services import tag_service

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def tags(_request):
    return web.json_response({"tags": await tag_service.list_tags()})
