from aiohttp import web

from api import queries
from api.db import pool_ctx


async def health(request):
    return web.json_response({"status": "ok"})


async def list_articles(request):
    q = request.query
    rows, count = await queries.list_articles(request.app["db"], q.get("tag"),
                                              int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response({"articles": [{"slug": r["slug"], "title": r["title"],
                                            "tagList": r["tag_list"]} for r in rows],
                              "articlesCount": count})


async def get_article(request):
    row = await queries.article_by_slug(request.app["db"], request.match_info["slug"])
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": row["slug"], "title": row["title"], "body": row["body"]}})


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(pool_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", list_articles)
    app.router.add_get("/api/articles/{slug}", get_article)
    return app
