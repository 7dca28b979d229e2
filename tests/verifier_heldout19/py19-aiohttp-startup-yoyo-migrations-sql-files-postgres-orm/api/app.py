import asyncio
import os
from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from api.migrate import migrate
from api.models import Article

SESSIONS = web.AppKey("sessions", async_sessionmaker)


async def database(app):
    await asyncio.to_thread(migrate)
    engine = create_async_engine(os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1))
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


async def get_article(request):
    async with request.app[SESSIONS]() as s:
        article = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body,
                                          "author": {"username": article.author.username}}})


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}", get_article)
    return app
