from aiohttp import web

from conduit.services.profile_service import ProfileNotFound
from conduit.views.base import BaseView


class ProfileView(BaseView):
    async def get(self) -> web.Response:
        try:
            profile = await self.profiles.get_profile(self.request.match_info["username"])
        except ProfileNotFound:
            return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
        return web.json_response({"profile": profile})
