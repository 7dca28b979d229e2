import hashlib

from aiohttp import web

from conduit.db import POOL

routes = web.RouteTableDef()


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    async with request.app[POOL].acquire() as connection:
        row = await connection.fetchrow(
            "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) "
            "ON CONFLICT DO NOTHING RETURNING username, email, bio, image",
            data["username"], data["email"], _hash(data["password"]),
        )
    if row is None:
        return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
    return web.json_response({"user": {**dict(row), "token": _hash(row["email"])}}, status=201)


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with request.app[POOL].acquire() as connection:
        row = await connection.fetchrow(
            "SELECT username, bio, image FROM users WHERE username = $1", request.match_info["username"]
        )
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {**dict(row), "following": False}})
