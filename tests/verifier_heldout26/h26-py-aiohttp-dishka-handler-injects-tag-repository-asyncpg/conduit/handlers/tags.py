from aiohttp import web
from dishka.integrations.aiohttp import FromDishka, inject

from conduit.repositories.tags import TagRepository

routes = web.RouteTableDef()


@routes.get("/api/tags")
@inject
async def list_tags(request: web.Request, tags: FromDishka[TagRepository]) -> web.Response:
    return web.json_response({"tags": await tags.popular()})
