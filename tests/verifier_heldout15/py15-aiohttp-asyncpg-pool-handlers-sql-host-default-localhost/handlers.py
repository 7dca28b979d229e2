from aiohttp import web


async def health(request):
    return web.json_response({"status": "ok"})


async def get_tags(request):
    rows = await request.app["pool"].fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


async def get_article(request):
    row = await request.app["pool"].fetchrow(
        """
        SELECT a.*, u.username, u.bio, u.image
        FROM articles a JOIN users u ON u.id = a.author_id
        WHERE a.slug = $1
        """,
        request.match_info["slug"],
    )
    if row is None:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    tags = await request.app["pool"].fetch(
        "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id WHERE at.article_id = $1", row["id"]
    )
    return web.json_response({"article": {
        "slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
        "tagList": [t["name"] for t in tags], "createdAt": row["created_at"].isoformat(),
        "updatedAt": row["updated_at"].isoformat(), "favorited": False, "favoritesCount": 0,
        "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False},
    }})


def setup_routes(app):
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", get_tags)
    app.router.add_get("/api/articles/{slug}", get_article)
