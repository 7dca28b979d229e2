from aiohttp import web

from app.handlers.context import USERS

routes = web.RouteTableDef()


def _envelope(user) -> dict:
    from app.services.user_service import UserService

    return {"user": {"email": user.email, "token": UserService.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json()).get("user") or {}
    user = await request.app[USERS].register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return web.json_response(_envelope(user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json()).get("user") or {}
    return web.json_response(_envelope(await request.app[USERS].login(data.get("email", ""), data.get("password", ""))))


@routes.get("/api/user")
async def current(request: web.Request):
    return web.json_response(_envelope(await request.app[USERS].authenticate(request.headers.get("Authorization"))))


@routes.put("/api/user")
async def update(request: web.Request):
    service = request.app[USERS]
    user = await service.authenticate(request.headers.get("Authorization"))
    changes = (await request.json()).get("user") or {}
    return web.json_response(_envelope(await service.update(user, changes)))
