import aiosqlite
from aiohttp import web

from models import DB_PATH

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with aiosqlite.connect(DB_PATH) as db:
        db.row_factory = aiosqlite.Row
        async with db.execute(
            "SELECT a.*, u.username, u.bio, u.image FROM articles a "
            "JOIN users u ON u.id = a.author_id ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
            (limit, offset),
        ) as cur:
            rows = await cur.fetchall()
        async with db.execute("SELECT COUNT(*) FROM articles") as cur:
            (count,) = await cur.fetchone()
    return web.json_response({
        "articles": [{"slug": r["slug"], "title": r["title"], "description": r["description"],
                      "body": r["body"], "author": {"username": r["username"]}} for r in rows],
        "articlesCount": count,
    })


@routes.delete("/api/articles/{slug}")
async def delete_article(request):
    async with aiosqlite.connect(DB_PATH) as db:
        cur = await db.execute("DELETE FROM articles WHERE slug = ?", (request.match_info["slug"],))
        await db.commit()
    if cur.rowcount == 0:
        raise web.HTTPNotFound()
    return web.Response(status=204)
