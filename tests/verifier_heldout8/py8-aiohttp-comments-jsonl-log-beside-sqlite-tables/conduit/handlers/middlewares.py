from aiohttp import web

from conduit.services.errors import ServiceError


@web.middleware
async def error_middleware(request: web.Request, handler):
    try:
        return await handler(request)
    except ServiceError as exc:
        return web.json_response({"errors": exc.errors}, status=exc.status)
