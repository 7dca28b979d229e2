from aiohttp import web
from sqlalchemy import select

from api.db import Session, engine
from api.models import Article, Base, Tag


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def tags(request):
    async with Session() as s:
        names = (await s.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": names})


async def article(request):
    async with Session() as s:
        a = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if a is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": a.slug, "title": a.title,
                                          "author": {"username": a.author.username}}})


def app_factory():
    app = web.Application()
    app.on_startup.append(on_startup)
    app.add_routes([web.get("/api/health-check", health), web.get("/api/tags", tags),
                    web.get("/api/articles/{slug}", article)])
    return app


if __name__ == "__main__":
    web.run_app(app_factory(), host="0.0.0.0", port=8080)
