from aiohttp import web

from conduit.services.tag_service import TagService

service = TagService()


async def list_tags(_request: web.Request) -> web.Response:
    return web.json_response({"tags": await service.all_tags()})


async def popular_tags(_request: web.Request) -> web.Response:
    return web.json_response({"tags": await service.popular_tags()})
