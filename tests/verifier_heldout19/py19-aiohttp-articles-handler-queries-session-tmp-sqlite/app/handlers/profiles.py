from aiohttp import web
from app.services import profiles


async def get_profile(request):
    profile = await profiles.profile_for(request.match_info["username"])
    if profile is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})
