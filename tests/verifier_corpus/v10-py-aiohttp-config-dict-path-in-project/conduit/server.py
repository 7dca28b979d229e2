import bcrypt
from aiohttp import web

from conduit import config
from conduit.storage import open_db

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    user = (await request.json()).get("user", {})
    db = request.app["db"]
    hashed = bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode()
    await db.execute("INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
                     (user["username"], user["email"], hashed))
    await db.commit()
    return web.json_response({"user": {"username": user["username"], "email": user["email"],
                                       "bio": None, "image": None, "token": ""}}, status=201)


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    db = request.app["db"]
    async with db.execute("SELECT username, bio, image FROM users WHERE username = ?",
                          (request.match_info["username"],)) as cur:
        row = await cur.fetchone()
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {**dict(row), "following": False}})


async def on_startup(app: web.Application) -> None:
    app["db"] = await open_db()


async def on_cleanup(app: web.Application) -> None:
    await app["db"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=config.PORT)
