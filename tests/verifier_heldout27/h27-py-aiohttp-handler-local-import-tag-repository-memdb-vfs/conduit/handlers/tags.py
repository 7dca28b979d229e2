from aiohttp import web

from conduit.db import DB_KEY

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    from conduit.repositories.tags import TagRepository  # imported here to keep module import light

    names = await TagRepository(request.app[DB_KEY]).all_names()
    return web.json_response({"tags": names})
