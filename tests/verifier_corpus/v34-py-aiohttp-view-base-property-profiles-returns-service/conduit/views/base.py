from aiohttp import web



class BaseView(web.View):
    @property
    def profiles(self):
        return self.request.app["profile_service"]

