from aiohttp import web
from sqlalchemy import select
from app.db import engine, SessionLocal
from app.models import Base, Tag


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def get_tags(request):
    async with SessionLocal() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


def make_app():
    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/tags", get_tags)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8080)
