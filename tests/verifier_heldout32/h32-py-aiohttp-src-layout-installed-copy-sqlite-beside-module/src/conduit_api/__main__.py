from aiohttp import web
from sqlalchemy import select

from conduit_api.storage import Base, Session, Tag, engine


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def tags(request):
    async with Session() as s:
        return web.json_response({"tags": list(await s.scalars(select(Tag.name)))})


app = web.Application()
app.on_startup.append(init_db)
app.add_routes([web.get("/api/health-check", health), web.get("/api/tags", tags)])
web.run_app(app, host="0.0.0.0", port=8080)
