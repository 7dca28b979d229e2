from aiohttp import web


def bearer_token(request: web.Request) -> str:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme not in ("Token", "Bearer") or not token:
        raise web.HTTPUnauthorized()
    return token
