from aiohttp import web

from conduit.db import Base, engine
from conduit.routes.tags import routes as tag_routes


async def _create_tables(app: web.Application):
    import conduit.models  # noqa: F401

    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_create_tables)
    app.router.add_get("/api/health-check", health)
    app.add_routes(tag_routes)
    return app
