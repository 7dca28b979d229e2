from aiohttp import web


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    pool = request.app["pool"]
    rows = await pool.fetch("SELECT * FROM articles ORDER BY created_at DESC LIMIT $1 OFFSET $2", limit, offset)
    total = await pool.fetchval("SELECT count(*) FROM articles")
    return web.json_response({"articles": [{"slug": r["slug"], "title": r["title"]} for r in rows],
                              "articlesCount": total})
