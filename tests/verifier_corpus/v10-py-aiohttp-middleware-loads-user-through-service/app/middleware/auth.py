from aiohttp import web

from app.services.auth_service import AuthService, InvalidToken


@web.middleware
async def auth_middleware(request: web.Request, handler):
    request["user"] = None
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        auth: AuthService = request.app["auth_service"]
        try:
            request["user"] = await auth.current_user(header.removeprefix("Token "))
        except InvalidToken:
            return web.json_response({"errors": {"token": ["is invalid"]}}, status=401)
    return await handler(request)
