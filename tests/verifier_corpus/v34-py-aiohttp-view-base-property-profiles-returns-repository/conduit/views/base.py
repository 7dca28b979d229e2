from aiohttp import web

from conduit.repositories.profile_repository import ProfileRepository


class BaseView(web.View):
    @property
    def profiles(self):
        return ProfileRepository(self.request.app["session_factory"])

