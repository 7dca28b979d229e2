from aiohttp import web

from blog.logic import profiles as logic
from blog.stores import follow_store


async def get_profile(request):
    from blog.bootstrap import SESSIONS
    sessions = request.app[SESSIONS]
    try:
        user = await logic.get_user(sessions, request.match_info["username"])
    except logic.Missing:
        raise web.HTTPNotFound()
    viewer = request.get("user_id")
    following = viewer is not None and await follow_store.is_following(sessions, viewer, user.id)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                          "image": user.image, "following": following}})
