from aiohttp import web

from ..services.user_service import Unauthorized, UserService


class UserHandlers:
    """HTTP handlers for /api/user; the service is injected by the application factory."""

    def __init__(self, service: UserService):
        self.service = service

    async def _user(self, request: web.Request):
        try:
            return await self.service.authenticate(request.headers.get("Authorization", ""))
        except Unauthorized:
            raise web.HTTPUnauthorized(text='{"errors": {"body": ["unauthorized"]}}',
                                       content_type="application/json")

    async def current(self, request: web.Request) -> web.Response:
        user = await self._user(request)
        return web.json_response({"user": self.service.as_dict(user)})

    async def update(self, request: web.Request) -> web.Response:
        user = await self._user(request)
        body = await request.json()
        updated = await self.service.update(user, body.get("user") or {})
        return web.json_response({"user": self.service.as_dict(updated)})
