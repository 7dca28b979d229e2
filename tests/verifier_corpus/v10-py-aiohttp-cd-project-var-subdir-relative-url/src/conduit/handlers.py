from aiohttp import web
from sqlalchemy import select

from conduit.db import Session
from conduit.models import User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with Session() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": False}})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    async with Session() as session:
        user = User(username=data["username"], email=data["email"], password=data["password"])
        session.add(user)
        await session.commit()
    return web.json_response({"user": {"username": user.username, "email": user.email,
                                       "bio": None, "image": None, "token": ""}}, status=201)
