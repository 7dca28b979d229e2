from aiohttp import web
from sqlalchemy import select

from conduit.db import engine, sessions
from conduit.models import Base, User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    async with sessions() as session:
        user = User(username=data["username"], email=data["email"], password_hash=data["password"])
        session.add(user)
        await session.commit()
    return web.json_response({"user": {"username": user.username, "email": user.email, "bio": None, "image": None}},
                             status=201)


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with sessions() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}})


async def create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_schema)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=8080)
