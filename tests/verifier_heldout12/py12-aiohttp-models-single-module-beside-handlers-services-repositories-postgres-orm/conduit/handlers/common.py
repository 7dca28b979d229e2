from aiohttp import web

from conduit.keys import SERVICES
from conduit.models import User
from conduit.services.container import Services


def services(request: web.Request) -> Services:
    # Registered on the root application; config_dict looks it up from the /api sub-app.
    return request.config_dict[SERVICES]


async def viewer(request: web.Request, required: bool = True) -> User | None:
    header = request.headers.get("Authorization", "")
    user = await services(request).auth.resolve(header[6:]) if header.startswith("Token ") else None
    if user is None and required:
        raise web.HTTPUnauthorized(text='{"errors":{"body":["unauthorized"]}}', content_type="application/json")
    return user
