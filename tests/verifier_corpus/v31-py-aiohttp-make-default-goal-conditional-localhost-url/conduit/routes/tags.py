from aiohttp import web

from conduit.services.tag_service import TagService

routes = web.RouteTableDef()
service = TagService()


@routes.get("/api/tags")
async def list_tags(_: web.Request) -> web.Response:
    return web.json_response({"tags": await service.all_tags()})
