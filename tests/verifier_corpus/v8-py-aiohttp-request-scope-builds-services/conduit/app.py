from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base
from conduit.routes import articles, health

engine = create_async_engine("sqlite+aiosqlite:///./conduit.db")
Session = async_sessionmaker(engine, expire_on_commit=False)


@web.middleware
async def db_session(request: web.Request, handler):
    async with Session() as session:
        request["db_session"] = session
        return await handler(request)


async def create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build_app() -> web.Application:
    app = web.Application(middlewares=[db_session])
    app.on_startup.append(create_schema)
    app.add_routes(health.routes)
    app.add_routes(articles.routes)
    return app
