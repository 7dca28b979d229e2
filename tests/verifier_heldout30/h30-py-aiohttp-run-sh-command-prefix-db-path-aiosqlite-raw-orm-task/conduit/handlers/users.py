from aiohttp import web

from conduit.services import accounts

routes = web.RouteTableDef()


def _db(request):
    from conduit.app import DB

    return request.app[DB]


def _out(user):
    return {"user": {"email": user["email"], "username": user["username"], "bio": user["bio"],
                     "image": user["image"], "token": accounts.token(user)}}


@routes.post("/api/users")
async def register(request: web.Request):
    u = (await request.json()).get("user", {})
    try:
        user = await accounts.register(_db(request), u.get("username"), u.get("email"), u.get("password", ""))
    except accounts.AccountError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
    return web.json_response(_out(user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    u = (await request.json()).get("user", {})
    try:
        return web.json_response(_out(await accounts.login(_db(request), u.get("email"), u.get("password", ""))))
    except accounts.AccountError:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
