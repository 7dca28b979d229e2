from aiohttp import web


async def health(request):
    return web.json_response({"status": "ok"})


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    tag = request.query.get("tag")
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(
            """
            SELECT a.slug, a.title, a.description, a.tag_list, a.created_at, u.username
            FROM articles a JOIN users u ON u.id = a.author_id
            WHERE ($1::text IS NULL OR $1 = ANY(a.tag_list))
            ORDER BY a.created_at DESC LIMIT $2 OFFSET $3
            """,
            tag, limit, offset,
        )
        total = await conn.fetchval(
            "SELECT count(*) FROM articles WHERE ($1::text IS NULL OR $1 = ANY(tag_list))", tag
        )
    return web.json_response({
        "articles": [{"slug": r["slug"], "title": r["title"], "description": r["description"],
                      "tagList": list(r["tag_list"]), "createdAt": r["created_at"].isoformat(),
                      "author": {"username": r["username"]}} for r in rows],
        "articlesCount": total,
    })


async def tags(request):
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag")
    return web.json_response({"tags": [r["tag"] for r in rows]})
