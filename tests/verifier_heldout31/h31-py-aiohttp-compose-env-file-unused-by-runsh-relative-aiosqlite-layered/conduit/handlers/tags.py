from aiohttp import web

from conduit.services.tag_service import TagService


def tag_routes(service: TagService) -> list[web.RouteDef]:
    async def list_tags(_request: web.Request) -> web.Response:
        return web.json_response({"tags": await service.names()})

    return [web.get("/api/tags", list_tags)]
