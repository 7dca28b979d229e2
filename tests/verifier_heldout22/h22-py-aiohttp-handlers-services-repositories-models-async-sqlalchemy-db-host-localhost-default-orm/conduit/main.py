from aiohttp import web

from conduit.config import PORT
from conduit.db import engine
from conduit.handlers.comments import routes
from conduit.models import Base
from conduit.repositories.comment_repository import CommentRepository
from conduit.services.comment_service import CommentService


async def on_startup(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def on_cleanup(app: web.Application):
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app["comment_service"] = CommentService(CommentRepository())  # wiring only
    app.add_routes(routes)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=PORT)
