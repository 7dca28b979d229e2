from aiohttp import web

from app.services import tokens


async def login(request):
    data = (await request.json())["user"]
    row = await request.app["pool"].fetchrow("SELECT * FROM users WHERE email = $1", data["email"])
    if row is None:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": {"email": row["email"], "username": row["username"],
                                       "token": tokens.issue(row["id"])}})


async def current_user(request):
    uid = tokens.read(request.headers.get("Authorization"))
    if uid is None:
        raise web.HTTPUnauthorized()
    row = await request.app["pool"].fetchrow("SELECT * FROM users WHERE id = $1", uid)
    return web.json_response({"user": {"email": row["email"], "username": row["username"]}})
