from aiohttp import web
from sqlalchemy import or_, select

from ..auth import check_password, current_user, hash_password, issue_token
from ..db import sessions_key
from ..models import User

routes = web.RouteTableDef()


def as_json(user: User) -> dict:
    return {"user": {"email": user.email, "token": issue_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json()).get("user") or {}
    if not all(data.get(k) for k in ("username", "email", "password")):
        return web.json_response({"errors": {"body": ["username, email and password are required"]}}, status=422)
    async with request.app[sessions_key]() as session:
        clash = await session.scalar(
            select(User.id).where(or_(User.username == data["username"], User.email == data["email"]))
        )
        if clash is not None:
            return web.json_response({"errors": {"body": ["username or email already taken"]}}, status=409)
        user = User(username=data["username"], email=data["email"], password_hash=hash_password(data["password"]))
        session.add(user)
        await session.commit()
    return web.json_response(as_json(user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json()).get("user") or {}
    async with request.app[sessions_key]() as session:
        user = await session.scalar(select(User).where(User.email == data.get("email", "")))
    if user is None or not check_password(data.get("password", ""), user.password_hash):
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(as_json(user))


@routes.get("/api/user")
async def me(request: web.Request):
    user = await current_user(request)
    if user is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    return web.json_response(as_json(user))
