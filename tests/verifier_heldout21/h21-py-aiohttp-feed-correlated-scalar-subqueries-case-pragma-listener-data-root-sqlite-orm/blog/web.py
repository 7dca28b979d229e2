from aiohttp import web

from blog.queries import feed_count_statement, feed_statement
from blog.storage import Session, engine
from blog.tables import Base


async def _schema(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def feed(request: web.Request) -> web.Response:
    viewer = request.headers.get("X-User-Id")
    if not viewer:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with Session() as s:
        rows = (await s.execute(feed_statement(int(viewer), limit, offset))).all()
        total = await s.scalar(feed_count_statement(int(viewer)))
    return web.json_response({
        "articles": [
            {"slug": a.slug, "title": a.title, "description": a.description,
             "createdAt": a.created_at.isoformat(), "favoritesCount": count, "favorited": bool(fav),
             "author": {"username": a.author.username}}
            for a, count, fav in rows
        ],
        "articlesCount": total,
    })


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_schema)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/articles/feed", feed)
    return app
