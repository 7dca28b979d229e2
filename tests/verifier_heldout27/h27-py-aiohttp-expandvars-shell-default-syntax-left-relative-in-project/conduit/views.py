from aiohttp import web

from conduit.storage import DB

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    async with request.app[DB].execute("SELECT name FROM tags ORDER BY name") as cur:
        rows = await cur.fetchall()
    return web.json_response({"tags": [r["name"] for r in rows]})


@routes.get("/api/articles")
async def articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    db = request.app[DB]
    async with db.execute("SELECT COUNT(*) AS n FROM articles") as cur:
        total = (await cur.fetchone())["n"]
    async with db.execute(
        "SELECT a.slug, a.title, a.description, a.created_at, u.username, u.bio, u.image "
        "FROM articles a JOIN users u ON u.id = a.author_id ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
        (limit, offset),
    ) as cur:
        rows = await cur.fetchall()
    return web.json_response(
        {
            "articles": [
                {
                    "slug": r["slug"],
                    "title": r["title"],
                    "description": r["description"],
                    "tagList": [],
                    "createdAt": r["created_at"],
                    "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": False},
                    "favorited": False,
                    "favoritesCount": 0,
                }
                for r in rows
            ],
            "articlesCount": total,
        }
    )
