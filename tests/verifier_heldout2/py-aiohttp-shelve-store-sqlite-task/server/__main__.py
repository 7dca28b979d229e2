import logging
import sqlite3

from aiohttp import web

from server import storage

logging.basicConfig(level=logging.INFO)
logging.info("sqlite runtime %s available", sqlite3.sqlite_version)


async def health(request):
    return web.json_response({"ok": True})


async def register(request):
    user = (await request.json())["user"]
    if storage.get_user(user["email"]):
        return web.json_response({"errors": {"email": ["has already been taken"]}}, status=422)
    storage.put_user(user)
    return web.json_response({"user": {"username": user["username"], "email": user["email"]}}, status=201)


app = web.Application()
app.router.add_get("/api/health-check", health)
app.router.add_post("/api/users", register)
web.run_app(app, port=8080)
