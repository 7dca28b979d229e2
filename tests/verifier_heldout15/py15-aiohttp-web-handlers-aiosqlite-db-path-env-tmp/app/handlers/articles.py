from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request):
    db = request.app["db"]
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with db.execute(
        "SELECT a.*, u.username, (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favs "
        "FROM articles a JOIN users u ON u.id = a.author_id ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
        (limit, offset),
    ) as cur:
        rows = await cur.fetchall()
    async with db.execute("SELECT COUNT(*) FROM articles") as cur:
        (total,) = await cur.fetchone()
    return web.json_response({"articles": [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "tagList": [], "createdAt": r["created_at"], "updatedAt": r["updated_at"], "favorited": False,
         "favoritesCount": r["favs"],
         "author": {"username": r["username"], "bio": None, "image": None, "following": False}}
        for r in rows], "articlesCount": total})


@routes.get("/api/articles/{slug}")
async def get_article(request):
    async with request.app["db"].execute("SELECT * FROM articles WHERE slug = ?", (request.match_info["slug"],)) as cur:
        row = await cur.fetchone()
    if row is None:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": row["slug"], "title": row["title"], "body": row["body"]}})
