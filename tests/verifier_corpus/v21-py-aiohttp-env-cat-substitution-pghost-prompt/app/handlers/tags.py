from aiohttp import web

from app.services.tags import list_tags

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def get_tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": await list_tags()})
