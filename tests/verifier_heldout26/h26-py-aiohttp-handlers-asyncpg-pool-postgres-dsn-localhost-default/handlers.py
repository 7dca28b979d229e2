import os

import bcrypt
import jwt
from aiohttp import web

SECRET = os.environ.get("SECRET", "conduit")

ARTICLE_SQL = """
SELECT a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
       u.username, u.bio, u.image,
       (SELECT count(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count
FROM articles a JOIN users u ON u.id = a.author_id
"""


def article_json(row) -> dict:
    return {
        "slug": row["slug"],
        "title": row["title"],
        "description": row["description"],
        "body": row["body"],
        "tagList": [],
        "createdAt": row["created_at"].isoformat(),
        "updatedAt": row["updated_at"].isoformat(),
        "favorited": False,
        "favoritesCount": row["favorites_count"],
        "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False},
    }


async def health(request):
    return web.json_response({"status": "ok"})


async def register(request):
    data = (await request.json())["user"]
    hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    async with request.app["pool"].acquire() as conn:
        row = await conn.fetchrow(
            "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING id, username, email, bio, image",
            data["username"], data["email"], hashed,
        )
    token = jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")
    return web.json_response({"user": {**dict(row), "token": token}}, status=201)


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch(ARTICLE_SQL + " ORDER BY a.created_at DESC LIMIT $1 OFFSET $2", limit, offset)
        total = await conn.fetchval("SELECT count(*) FROM articles")
    return web.json_response({"articles": [article_json(r) for r in rows], "articlesCount": total})


async def get_article(request):
    async with request.app["pool"].acquire() as conn:
        row = await conn.fetchrow(ARTICLE_SQL + " WHERE a.slug = $1", request.match_info["slug"])
    if row is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": article_json(row)})
