from aiohttp import web

from conduit.config import PORT
from conduit.db import engine, session_factory
from conduit.handlers import tags
from conduit.handlers.keys import TAG_SERVICE
from conduit.models import Base
from conduit.repositories.tag_repository import TagRepository
from conduit.services.tag_service import TagService


async def database(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app[TAG_SERVICE] = TagService(TagRepository(session_factory))
    app.cleanup_ctx.append(database)
    app.add_routes(tags.routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=PORT)
