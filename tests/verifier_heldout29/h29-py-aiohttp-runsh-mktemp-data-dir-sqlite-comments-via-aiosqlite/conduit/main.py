from aiohttp import web
from sqlalchemy.ext.asyncio import create_async_engine

from .comments import list_comments
from .models import Base
from .settings import DATABASE_URL

engine = create_async_engine(DATABASE_URL)


async def init_db(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_comments(request: web.Request) -> web.Response:
    return web.json_response({"comments": await list_comments(request.match_info["slug"])})


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/articles/{slug}/comments", get_comments)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
