from aiohttp import web

from conduit.services import tag_service


async def tags_handler(request: web.Request) -> web.Response:
    return web.json_response({"tags": await tag_service.list_tags()})
