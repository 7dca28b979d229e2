from aiohttp import web

from api.controllers import articles, health
from api.database import engine
from api.models import Base


async def _schema(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_schema)
    app.add_routes(health.routes)
    app.add_routes(articles.routes)
    return app
