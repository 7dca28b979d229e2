from aiohttp import web

from conduit.repositories.tags import TagRepository

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def list_tags(_request: web.Request) -> web.Response:
    names = await TagRepository().names()
    return web.json_response({"tags": names})
