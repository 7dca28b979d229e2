from aiohttp import web

from realworld.services.profiles import ProfileNotFound, ProfileService
from realworld.wiring import profile_service


async def get_profile(request: web.Request) -> web.Response:
    service: ProfileService = profile_service(request.app)
    try:
        profile = await service.get(request.match_info["username"])
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile.to_json()})
