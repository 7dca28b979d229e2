from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

SESSIONS = web.AppKey("sessions", async_sessionmaker)
routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_: web.Request) -> web.Response:
    # The schema is created in cleanup_ctx before the app accepts requests.
    return web.json_response({"status": "ok"})
