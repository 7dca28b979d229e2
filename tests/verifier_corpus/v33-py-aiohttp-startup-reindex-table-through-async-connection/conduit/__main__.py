import os

from aiohttp import web
from sqlalchemy import select

from conduit.db import Session, init_db
from conduit.models import User


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def profile(request: web.Request) -> web.Response:
    async with Session() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}})


app = web.Application()
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/profiles/{username}", profile)
app.on_startup.append(init_db)

web.run_app(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
