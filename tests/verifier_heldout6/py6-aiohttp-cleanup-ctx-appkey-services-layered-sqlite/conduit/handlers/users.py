from aiohttp import web

from conduit.keys import SERVICES

routes = web.RouteTableDef()


def user_json(services, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": services.auth.token(user)}}


def profile_json(user, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    data = (await request.json()).get("user", {})
    user = await services.auth.register(data.get("username"), data.get("email"), data.get("password"))
    return web.json_response(user_json(services, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    data = (await request.json()).get("user", {})
    return web.json_response(user_json(services, await services.auth.login(data.get("email"), data.get("password"))))


@routes.get("/api/user")
async def current(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    user = await services.auth.authenticate(request.headers.get("Authorization"))
    if user is None:
        raise web.HTTPUnauthorized()
    return web.json_response(user_json(services, user))


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    viewer = await services.auth.authenticate(request.headers.get("Authorization"))
    return web.json_response(profile_json(*await services.auth.profile(request.match_info["username"], viewer)))


@routes.post("/api/profiles/{username}/follow")
@routes.delete("/api/profiles/{username}/follow")
async def follow(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    viewer = await services.auth.authenticate(request.headers.get("Authorization"))
    if viewer is None:
        raise web.HTTPUnauthorized()
    on = request.method == "POST"
    return web.json_response(profile_json(*await services.auth.follow(viewer, request.match_info["username"], on)))
