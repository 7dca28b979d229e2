from aiohttp import web

from conduit.use_cases.errors import ServiceError


def token_of(request: web.Request) -> str | None:
    header = request.headers.get("Authorization", "")
    return header[6:] if header.startswith("Token ") else None


async def viewer(request: web.Request, scope, required: bool = False):
    token = token_of(request)
    if token is None:
        if required:
            raise ServiceError(401, "token", "is missing")
        return None
    return await scope.users.from_token(token)


async def body(request: web.Request, key: str) -> dict:
    try:
        return (await request.json()).get(key) or {}
    except ValueError:
        return {}
