from aiohttp import web

from conduit.services.profiles import ProfileNotFound, ProfilesService


class ProfileView(web.View):
    async def get(self):
        service: ProfilesService = self.request.app["profiles"]
        try:
            profile = await service.get(self.request.match_info["username"])
        except ProfileNotFound:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        return web.json_response({"profile": profile})


async def health(_request):
    return web.json_response({"status": "ok"})
