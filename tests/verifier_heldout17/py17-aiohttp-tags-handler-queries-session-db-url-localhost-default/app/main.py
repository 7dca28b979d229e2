from aiohttp import web

from app.config import PORT
from app.database import engine
from app.handlers import articles, tags
from app.models import Base


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


def create_app():
    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", articles.list_articles)
    app.router.add_get("/api/tags", tags.list_tags)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=PORT)
