from aiohttp import web

from app.db import Session, engine
from app.handlers import register_handlers
from app.handlers.context import USERS
from app.repositories.orm import metadata, start_mappers
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError
from app.services.user_service import UserService


@web.middleware
async def errors_middleware(request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)


async def on_startup(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(metadata.create_all)


async def on_cleanup(_app: web.Application) -> None:
    await engine.dispose()


def build_app() -> web.Application:
    start_mappers()
    app = web.Application(middlewares=[errors_middleware])
    app[USERS] = UserService(UserRepository(Session))
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    register_handlers(app)
    return app
