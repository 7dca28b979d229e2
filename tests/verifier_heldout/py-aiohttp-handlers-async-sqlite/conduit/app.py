from aiohttp import web

from conduit.db import Base, engine
from conduit.handlers import users
from conduit.models import user  # noqa: F401  (register the table)


async def create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_schema)
    app.router.add_get("/api/health-check", health)
    app.router.add_post("/api/users", users.register)
    app.router.add_get("/api/profiles/{username}", users.profile)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8080)
