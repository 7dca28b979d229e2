from aiohttp import web

from conduit.services.errors import ServiceError


@web.middleware
async def service_errors(request: web.Request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {"body": [err.message]}}, status=err.status)
