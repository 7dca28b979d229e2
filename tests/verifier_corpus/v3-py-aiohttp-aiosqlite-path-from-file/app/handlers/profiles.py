from aiohttp import web
from sqlalchemy import select

from app.storage import SessionMaker, User


async def get_profile(request: web.Request) -> web.Response:
    async with SessionMaker() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "following": False}})
