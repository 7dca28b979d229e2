from aiohttp import web

from ..services.errors import ServiceError
from . import accounts_key


@web.middleware
async def error_middleware(request: web.Request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=err.status)


async def viewer(request: web.Request):
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        return await request.app[accounts_key].from_token(header[6:])
    return None


async def require_viewer(request: web.Request):
    user = await viewer(request)
    if user is None:
        raise web.HTTPUnauthorized(
            text='{"errors": {"body": ["unauthorized"]}}', content_type="application/json"
        )
    return user
