from aiohttp import web

from conduit.services import ServiceError

SERVICES = web.AppKey("services", dict)


@web.middleware
async def errors_middleware(request, handler):
    try:
        return await handler(request)
    except ServiceError as exc:
        return web.json_response({"errors": {"body": [exc.message]}}, status=exc.status)


async def current_user(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    return await request.app[SERVICES]["users"].from_token(header[6:])
