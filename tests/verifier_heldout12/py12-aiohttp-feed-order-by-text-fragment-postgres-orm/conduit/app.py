import json

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import Config
from conduit.handlers import articles, users
from conduit.keys import CONFIG, ENGINE, SERVICES
from conduit.models import Base
from conduit.services.container import Services
from conduit.services.errors import ServiceError


@web.middleware
async def errors_middleware(request: web.Request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=err.status,
                                 dumps=json.dumps)


async def database_ctx(app: web.Application):
    engine = create_async_engine(app[CONFIG].database_url, pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[ENGINE] = engine
    app[SERVICES] = Services.build(async_sessionmaker(engine, expire_on_commit=False), app[CONFIG].jwt_secret)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app[CONFIG] = Config.from_env()
    app.cleanup_ctx.append(database_ctx)

    api = web.Application(middlewares=[errors_middleware])
    api.add_routes(users.routes)
    api.add_routes(articles.routes)
    app.add_subapp("/api", api)
    return app
