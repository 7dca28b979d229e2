from aiohttp import web
from psycopg.rows import dict_row

from db import POOL

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}")
async def article(request):
    async with request.app[POOL].connection() as conn:
        cur = conn.cursor(row_factory=dict_row)
        await cur.execute(
            "SELECT a.slug, a.title, a.body, u.username, "
            "(SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count "
            "FROM articles a JOIN users u ON u.id = a.author_id WHERE a.slug = %s",
            (request.match_info["slug"],),
        )
        row = await cur.fetchone()
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": row["slug"], "title": row["title"],
                                          "body": row["body"],
                                          "favoritesCount": row["favorites_count"],
                                          "author": {"username": row["username"]}}})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    user_id = int(request.headers.get("X-User-Id", "0"))
    async with request.app[POOL].connection() as conn:
        await conn.execute(
            "INSERT INTO favorites (user_id, article_id) "
            "SELECT %s, id FROM articles WHERE slug = %s ON CONFLICT DO NOTHING",
            (user_id, request.match_info["slug"]),
        )
    return await article(request)
