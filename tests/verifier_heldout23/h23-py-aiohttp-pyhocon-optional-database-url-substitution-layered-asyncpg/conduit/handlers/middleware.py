from aiohttp import web

from ..services.errors import ServiceError
from .keys import USERS


@web.middleware
async def errors(request, handler):
    try:
        return await handler(request)
    except ServiceError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=exc.status)


@web.middleware
async def authentication(request, handler):
    header = request.headers.get("Authorization", "")
    request["user"] = await request.app[USERS].from_token(header[6:]) if header.startswith("Token ") else None
    return await handler(request)
