from aiohttp import web

from conduit.services.tag_service import TagService


class TagHandlers:
    def __init__(self, service: TagService):
        self.service = service

    async def list_tags(self, _request: web.Request) -> web.Response:
        return web.json_response({"tags": await self.service.popular()})
