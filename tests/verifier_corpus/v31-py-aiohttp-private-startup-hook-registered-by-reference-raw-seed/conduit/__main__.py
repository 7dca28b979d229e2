from aiohttp import web
from sqlalchemy import text

from conduit.db import Base, engine
from conduit.handlers import tags

DEFAULT_TAGS = ("welcome", "introduction", "realworld")


async def lifecycle(_app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def _seed_default_tags(_app: web.Application) -> None:
    async with engine.begin() as conn:
        for name in DEFAULT_TAGS:
            await conn.execute(text("INSERT OR IGNORE INTO tags (name) VALUES (:name)"), {"name": name})


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


app = web.Application()
app.cleanup_ctx.append(lifecycle)
app.on_startup.append(_seed_default_tags)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/tags", tags.list_tags)
app.router.add_get("/api/tags/popular", tags.popular_tags)
web.run_app(app, host="0.0.0.0", port=8080)
