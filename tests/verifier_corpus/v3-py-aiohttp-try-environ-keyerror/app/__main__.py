from aiohttp import web
from sqlalchemy import select

from app.db import Base, Session, Tag, engine


async def create_tables(_app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def tags(request: web.Request) -> web.Response:
    async with Session() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": names})


app = web.Application()
app.on_startup.append(create_tables)
app.router.add_get("/api/tags", tags)
web.run_app(app, port=8080)
