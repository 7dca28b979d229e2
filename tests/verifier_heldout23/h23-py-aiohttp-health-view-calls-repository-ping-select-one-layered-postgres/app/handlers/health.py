from aiohttp import web

from ..repositories import HealthRepository

HEALTH = web.AppKey("health_repository", HealthRepository)


class HealthView(web.View):
    async def get(self) -> web.Response:
        if await self.request.app[HEALTH].ping():
            return web.json_response({"status": "ok", "database": "up"})
        return web.json_response({"status": "degraded", "database": "down"}, status=503)
