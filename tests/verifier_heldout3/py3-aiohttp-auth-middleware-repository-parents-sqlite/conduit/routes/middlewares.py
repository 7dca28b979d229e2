from aiohttp import web

from conduit.infra.keys import SESSIONS
from conduit.repositories.users import UserRepository
from conduit.services.auth import decode_user_id


@web.middleware
async def auth_middleware(request: web.Request, handler):
    """Attach request["user"] when a valid `Authorization: Token ...` header is present."""
    request["user"] = None
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        user_id = decode_user_id(header[6:])
        if user_id is not None:
            request["user"] = await UserRepository(request.app[SESSIONS]).get(user_id)
    return await handler(request)


def login_required(handler):
    async def wrapped(request: web.Request):
        if request["user"] is None:
            return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
        return await handler(request)

    return wrapped
