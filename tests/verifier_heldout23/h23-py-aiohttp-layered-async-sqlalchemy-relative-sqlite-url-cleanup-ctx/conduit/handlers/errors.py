from aiohttp import web

from ..services.errors import ServiceError


@web.middleware
async def error_middleware(request, handler):
    try:
        return await handler(request)
    except ServiceError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=exc.status)
