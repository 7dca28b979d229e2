from aiohttp import web
from sqlalchemy import select

from server.db import Session, engine
from server.models import Article, Base


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(_):
    return web.json_response({"status": "ok"})


async def get_article(request):
    async with Session() as s:
        a = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if a is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})


def build_app():
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}", get_article)
    return app
