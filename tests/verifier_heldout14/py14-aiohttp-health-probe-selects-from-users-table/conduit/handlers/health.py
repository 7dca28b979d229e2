from aiohttp import web
from sqlalchemy import text
from sqlalchemy.ext.asyncio import async_sessionmaker

SESSIONS = web.AppKey("sessions", async_sessionmaker)
routes = web.RouteTableDef()

# Ready means: the database answers AND the schema exists (create_all has run), so the probe
# touches a real table rather than a bare SELECT 1.
_PROBE = text("SELECT 1 FROM users LIMIT 1")


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    try:
        async with request.app[SESSIONS]() as session:
            await session.execute(_PROBE)
    except Exception as exc:  # not ready yet
        return web.json_response({"status": "starting", "error": type(exc).__name__}, status=503)
    return web.json_response({"status": "ok"})
