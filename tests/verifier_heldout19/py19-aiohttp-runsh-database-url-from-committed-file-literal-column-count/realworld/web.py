from aiohttp import web
from realworld.db import Session, engine
from realworld.models import Base
from realworld.queries import articles_with_counts


async def create_schema(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with Session() as s:
        rows = (await s.execute(articles_with_counts(limit, offset))).all()
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title, "favoritesCount": n} for a, n in rows],
                              "articlesCount": len(rows)})


async def build_app():
    app = web.Application()
    app.on_startup.append(create_schema)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", list_articles)
    return app
