import os

from aiohttp import web

import store


async def on_startup(app):
    app["pool"] = await store.connect(os.environ["DATABASE_URL"])


async def on_cleanup(app):
    await app["pool"].close()


async def health(request):
    return web.json_response({"ok": True})


async def register(request):
    body = (await request.json())["user"]
    row = await store.insert_user(request.app["pool"], body["username"], body["email"], body["password"])
    return web.json_response({"user": dict(row)}, status=201)


async def get_user(request):
    row = await store.user_by_email(request.app["pool"], request.query["email"])
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"user": dict(row)})


app = web.Application()
app.on_startup.append(on_startup)
app.on_cleanup.append(on_cleanup)
app.router.add_get("/api/health-check", health)
app.router.add_post("/api/users", register)
app.router.add_get("/api/user", get_user)

if __name__ == "__main__":
    web.run_app(app, port=8080)
