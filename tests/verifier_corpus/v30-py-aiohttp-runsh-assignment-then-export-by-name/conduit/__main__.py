import os

from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def get_profile(request):
    async with Session() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": None, "following": False}})


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.add_routes(routes)
app.on_startup.append(on_startup)
web.run_app(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
