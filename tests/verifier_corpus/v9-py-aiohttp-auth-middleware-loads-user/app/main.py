from aiohttp import web

from app.auth import auth_middleware
from app.db import engine
from app.models import Base
from app.routes.users import routes


async def _create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    app = web.Application(middlewares=[auth_middleware])
    app.add_routes(routes)
    app.on_startup.append(_create_schema)
    return app
