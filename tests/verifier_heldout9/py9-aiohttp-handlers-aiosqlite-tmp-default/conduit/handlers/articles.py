from datetime import datetime, timezone

from aiohttp import web

from conduit.models import Article
from conduit.services.slugs import slugify

routes = web.RouteTableDef()
COLUMNS = "slug, title, description, body, author, created_at, updated_at"


def _json(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at, "updatedAt": a.updated_at,
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author, "bio": None, "image": None, "following": False}}


@routes.get("/api/articles")
async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    db = request.app["db"]
    async with db.execute(f"SELECT {COLUMNS} FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?",
                          (limit, offset)) as cur:
        rows = await cur.fetchall()
    async with db.execute("SELECT COUNT(*) FROM articles") as cur:
        (count,) = await cur.fetchone()
    return web.json_response({"articles": [_json(Article.from_row(r)) for r in rows],
                              "articlesCount": count})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json())["article"]
    now = datetime.now(timezone.utc).isoformat()
    article = Article(slugify(data["title"]), data["title"], data["description"], data["body"],
                      request.headers.get("X-Username", "anonymous"), now, now)
    db = request.app["db"]
    await db.execute(f"INSERT INTO articles ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                     (article.slug, article.title, article.description, article.body,
                      article.author, article.created_at, article.updated_at))
    await db.commit()
    return web.json_response({"article": _json(article)}, status=201)
