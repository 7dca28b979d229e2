from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, Session, Tag, engine


async def init_db(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(_: web.Request) -> web.Response:
    async with Session() as session:
        names = list(await session.scalars(select(Tag.name).order_by(Tag.name)))
    return web.json_response({"tags": names})


app = web.Application()
app.cleanup_ctx.append(init_db)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/tags", tags)

web.run_app(app, host="0.0.0.0", port=8080)
