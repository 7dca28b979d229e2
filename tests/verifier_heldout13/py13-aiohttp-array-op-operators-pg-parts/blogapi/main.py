from aiohttp import web

from blogapi import queries
from blogapi.db import engine
from blogapi.models import Base


async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def list_articles(request: web.Request) -> web.Response:
    rows, total = await queries.articles_with_tag(request.query.get("tag"), int(request.query.get("limit", 20)),
                                                  int(request.query.get("offset", 0)))
    return web.json_response({"articlesCount": total, "articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": a.tag_list,
         "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
         "favorited": False, "favoritesCount": 0} for a in rows]})


async def tags(_: web.Request) -> web.Response:
    return web.json_response({"tags": await queries.all_tags()})


async def _create_schema(_: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def make_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(_create_schema)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", list_articles)
    app.router.add_get("/api/tags", tags)
    return app
