from aiohttp import web

from conduit.models import User
from conduit.services import Services


def services(request: web.Request) -> Services:
    return request["services"]


async def viewer(request: web.Request, required: bool = True) -> User | None:
    header = request.headers.get("Authorization", "")
    user = await services(request).users.from_token(header[6:]) if header.startswith("Token ") else None
    if user is None and required:
        raise web.HTTPUnauthorized(text='{"errors":{"body":["unauthorized"]}}', content_type="application/json")
    return user
