from aiohttp import web
from sqlalchemy import delete, select

from app.database import SessionLocal
from app.handlers.users import user_service
from app.models import Follow, User


async def _viewer(request):
    auth = request.headers.get("Authorization", "")
    return await user_service.from_token(auth[6:]) if auth.startswith("Token ") else None


def _profile(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


async def get_profile(request: web.Request):
    viewer = await _viewer(request)
    async with SessionLocal() as session:
        user = (await session.execute(
            select(User).where(User.username == request.match_info["username"]))).scalar_one_or_none()
        if user is None:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        following = False
        if viewer:
            following = await session.get(Follow, (viewer.id, user.id)) is not None
    return web.json_response(_profile(user, following))


async def follow(request: web.Request):
    viewer = await _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["Unauthorized"]}}, status=401)
    async with SessionLocal() as session:
        user = (await session.execute(
            select(User).where(User.username == request.match_info["username"]))).scalar_one_or_none()
        if user is None:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        if request.method == "POST":
            if await session.get(Follow, (viewer.id, user.id)) is None:
                session.add(Follow(follower_id=viewer.id, following_id=user.id))
        else:
            await session.execute(delete(Follow).where(Follow.follower_id == viewer.id,
                                                       Follow.following_id == user.id))
        await session.commit()
    return web.json_response(_profile(user, request.method == "POST"))
