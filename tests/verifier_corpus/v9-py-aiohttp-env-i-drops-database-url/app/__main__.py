import hashlib

from aiohttp import web
from sqlalchemy import select

from app.db import Base, Session, User, engine
from app.settings import PORT

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    async with Session() as session:
        user = User(username=data["username"], email=data["email"],
                    password_hash=hashlib.sha256(data["password"].encode()).hexdigest())
        session.add(user)
        await session.commit()
    return web.json_response({"user": {"username": user.username, "email": user.email}}, status=201)


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with Session() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "following": False}})


async def create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.add_routes(routes)
app.on_startup.append(create_schema)
web.run_app(app, host="0.0.0.0", port=PORT)
