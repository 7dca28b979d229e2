import os

from aiohttp import web

from conduit.db import engine
from conduit.handlers.comments import routes
from conduit.models import Base


async def on_startup(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.add_routes(routes)
app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
app.on_startup.append(on_startup)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
