from aiohttp import web

from blog.services.profiles import ProfileNotFound


async def get_profile(request):
    try:
        profile = await request.app["profiles"].get(request.match_info["username"])
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response(profile.to_response())
