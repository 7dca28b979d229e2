from aiohttp import web
from sqlalchemy import select

from conduit import follows
from conduit.db import Base, Session, User, engine


async def startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def _viewer(request) -> int:
    return int(request.headers.get("X-User-Id", "0"))


async def health(request):
    return web.json_response({"status": "ok"})


async def profile_json(request, following=None):
    async with Session() as s:
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    if following is True:
        follows.follow(_viewer(request), user.id)
    elif following is False:
        follows.unfollow(_viewer(request), user.id)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image,
                                          "following": follows.is_following(_viewer(request), user.id)}})


async def get_profile(request):
    return await profile_json(request)


async def follow_user(request):
    return await profile_json(request, following=True)


async def unfollow_user(request):
    return await profile_json(request, following=False)


app = web.Application()
app.on_startup.append(startup)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/profiles/{username}", get_profile)
app.router.add_post("/api/profiles/{username}/follow", follow_user)
app.router.add_delete("/api/profiles/{username}/follow", unfollow_user)
web.run_app(app, host="0.0.0.0", port=8080)
