from aiohttp import web

from . import PG_POOL, SERVICES, current_user

routes = web.RouteTableDef()


def article_json(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    limit, offset = int(q.get("limit", 20)), int(q.get("offset", 0))
    where, args = [], []
    if q.get("tag"):
        args.append(q["tag"])
        where.append(f"a.id IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.name = ${len(args)})")
    if q.get("author"):
        args.append(q["author"])
        where.append(f"u.username = ${len(args)}")
    clause = ("WHERE " + " AND ".join(where)) if where else ""
    async with request.app[PG_POOL].acquire() as conn:
        total = await conn.fetchval(f"SELECT count(*) FROM articles a JOIN users u ON u.id = a.author_id {clause}", *args)
        rows = await conn.fetch(
            f"""SELECT a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
                       u.username, u.bio, u.image,
                       COALESCE(array_agg(t.name ORDER BY t.name) FILTER (WHERE t.name IS NOT NULL), '{{}}') AS tags
                FROM articles a JOIN users u ON u.id = a.author_id
                LEFT JOIN article_tags at ON at.article_id = a.id LEFT JOIN tags t ON t.id = at.tag_id
                {clause}
                GROUP BY a.id, u.id ORDER BY a.created_at DESC
                LIMIT {limit} OFFSET {offset}""",
            *args,
        )
    articles = [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "tagList": list(r["tags"]), "createdAt": r["created_at"].isoformat(),
         "updatedAt": r["updated_at"].isoformat(), "favorited": False, "favoritesCount": 0,
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": False}}
        for r in rows
    ]
    return web.json_response({"articles": articles, "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    user = await current_user(request)
    if user is None:
        raise web.HTTPUnauthorized()
    data = (await request.json()).get("article", {})
    article = await request.app[SERVICES]["articles"].create(user, data)
    return web.json_response({"article": article_json(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    article = await request.app[SERVICES]["articles"].get(request.match_info["slug"])
    return web.json_response({"article": article_json(article)})


@routes.get("/api/tags")
async def tags(request):
    async with request.app[PG_POOL].acquire() as conn:
        rows = await conn.fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})
