from aiohttp import web
from sqlalchemy import func, select

from conduit.db import Base, Session, engine
from conduit.handlers import profiles
from conduit.models import Follow, User


async def profile_stats(request: web.Request) -> web.Response:
    username = request.match_info["username"]
    with Session() as session:
        user = session.scalar(select(User).where(User.username == username))
        if user is None:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        followers = session.scalar(select(func.count()).where(Follow.followee_id == user.id)) or 0
    return web.json_response({"username": user.username, "followers": followers})


def make_app(argv=None) -> web.Application:
    Base.metadata.create_all(engine)
    app = web.Application()
    profiles.setup(app)
    app.router.add_get("/api/profiles/{username}/stats", profile_stats)
    return app
