from aiohttp import web

from app.services.errors import ServiceError
from app.services.keys import AUTH_SERVICE, PROFILE_SERVICE


class ApiView(web.View):
    @property
    def auth(self):
        return self.request.app[AUTH_SERVICE]

    @property
    def profiles(self):
        return self.request.app[PROFILE_SERVICE]

    async def viewer(self, required: bool = False):
        user = await self.auth.authenticate(self.request.headers.get("Authorization"))
        if required and user is None:
            raise web.HTTPUnauthorized(text='{"errors":{"token":["missing"]}}', content_type="application/json")
        return user

    async def _iter(self):
        try:
            return await super()._iter()
        except ServiceError as err:
            return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)
