from aiohttp import web

from app.db import Session, engine
from app.handlers.user import routes
from app.middleware.auth import auth_middleware
from app.models import Base
from app.repositories.user_repository import UserRepository
from app.services.auth_service import AuthService


async def create_tables(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app() -> web.Application:
    app = web.Application(middlewares=[auth_middleware])
    app["auth_service"] = AuthService(UserRepository(Session))
    app.add_routes(routes)
    app.on_startup.append(create_tables)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
