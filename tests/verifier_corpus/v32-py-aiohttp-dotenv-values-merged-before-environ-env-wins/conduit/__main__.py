from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, Session, Tag, engine
from conduit.settings import config


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(_request: web.Request) -> web.Response:
    async with Session() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def on_startup(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/tags", tags)

web.run_app(app, host="0.0.0.0", port=int(config.get("PORT", "8080")))
