from aiohttp import web


async def get_profile(request):
    from app.setup import PROFILES

    profile = await request.app[PROFILES].get(request.match_info["username"])
    if profile is None:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"profile": profile})
