from aiohttp import web

from conduit.services.tag_service import TagService

TAG_SERVICE = web.AppKey("tag_service", TagService)
routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    service = request.app[TAG_SERVICE]
    return web.json_response({"tags": await service.popular()})
