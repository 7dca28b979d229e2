"""Application factory and composition root: engine, gateways, use cases, routes."""
import json

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from blog.config import Config
from blog.entities import Base
from blog.gateways import ArticleGateway, UserGateway
from blog.handlers import setup_routes
from blog.handlers.keys import ACCOUNTS, PUBLISHING
from blog.use_cases import Accounts, Publishing, UseCaseError


@web.middleware
async def use_case_errors(request: web.Request, handler):
    try:
        return await handler(request)
    except UseCaseError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status,
                                 dumps=json.dumps)


def create_app(config: Config) -> web.Application:
    app = web.Application(middlewares=[use_case_errors])
    engine = create_async_engine(config.database_url, echo=config.echo_sql)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    users, articles = UserGateway(sessions), ArticleGateway(sessions)
    app[ACCOUNTS] = Accounts(users, config.secret, config.token_days)
    app[PUBLISHING] = Publishing(articles, users)

    async def database(_: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app.cleanup_ctx.append(database)
    setup_routes(app)
    return app
