from aiohttp import web
from sqlalchemy import select

from conduit import settings
from conduit.db import Base, Session, Tag, engine


async def init_db(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    async with Session() as session:
        names = list(await session.scalars(select(Tag.name).order_by(Tag.name)))
    return web.json_response({"tags": names})


app = web.Application()
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/tags", tags)
app.on_startup.append(init_db)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=settings.PORT)
