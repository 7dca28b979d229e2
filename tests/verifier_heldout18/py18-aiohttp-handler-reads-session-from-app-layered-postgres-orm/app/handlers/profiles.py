from aiohttp import web


async def get_profile(request):
    profile = await request.app["profiles"].profile(request.match_info["username"])
    if profile is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})
