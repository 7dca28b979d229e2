from aiohttp import web

from app.db import engine
from app.models import Base
from app.routes.tags import routes


async def init_db(_app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app():
    app = web.Application()
    app.on_startup.append(init_db)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8080)
