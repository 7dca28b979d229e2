from aiohttp import web
from sqlalchemy import select

from server.config import PORT
from server.db import Base, Session, Tag, engine


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def tags(request):
    async with Session() as s:
        return web.json_response({"tags": list(await s.scalars(select(Tag.name).order_by(Tag.name)))})


app = web.Application()
app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
app.router.add_get("/api/tags", tags)
app.on_startup.append(init_db)
web.run_app(app, host="0.0.0.0", port=PORT)
