from aiohttp import web

from ..services.auth_service import AuthError, AuthService

routes = web.RouteTableDef()
auth = AuthService()


def user_body(user) -> dict:
    return {"user": {"email": user.email, "token": auth.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


async def current_user(request: web.Request):
    header = request.headers.get("Authorization", "")
    return await auth.current(header[6:]) if header.startswith("Token ") else None


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json()).get("user", {})
    try:
        user = await auth.register(data["username"], data["email"], data["password"])
    except AuthError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=err.status)
    return web.json_response(user_body(user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json()).get("user", {})
    try:
        user = await auth.login(data.get("email", ""), data.get("password", ""))
    except AuthError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=err.status)
    return web.json_response(user_body(user))


@routes.get("/api/user")
async def me(request: web.Request):
    user = await current_user(request)
    if user is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    return web.json_response(user_body(user))
