from aiohttp import web

from app.handlers.base import ApiView


class ProfileView(ApiView):
    async def get(self) -> web.Response:
        profile = await self.profiles.view(self.request.match_info["username"], await self.viewer())
        return web.json_response({"profile": profile})


class FollowView(ApiView):
    async def post(self) -> web.Response:
        viewer = await self.viewer(required=True)
        profile = await self.profiles.set_following(viewer, self.request.match_info["username"], True)
        return web.json_response({"profile": profile})

    async def delete(self) -> web.Response:
        viewer = await self.viewer(required=True)
        profile = await self.profiles.set_following(viewer, self.request.match_info["username"], False)
        return web.json_response({"profile": profile})
