from aiohttp import web

from conduit.db import Session, engine
from conduit.handlers.articles import routes as article_routes
from conduit.models import Base


@web.middleware
async def db_session(request, handler):
    async with Session() as session:
        request["db"] = session
        return await handler(request)


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


def make_app():
    app = web.Application(middlewares=[db_session])
    app.on_startup.append(init_db)
    app.router.add_get("/api/health", health)
    app.add_routes(article_routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
