from aiohttp import web

from blog.db import Base, engine
from blog.views import routes


async def init_schema(_app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(init_schema)
    app.add_routes(routes)
    return app
