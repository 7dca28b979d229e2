import os

from aiohttp import web

from conduit.db import engine
from conduit.handlers.articles import routes
from conduit.records import Base


async def create_tables(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    app.on_startup.append(create_tables)
    return app


if __name__ == "__main__":
    web.run_app(build(), host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
