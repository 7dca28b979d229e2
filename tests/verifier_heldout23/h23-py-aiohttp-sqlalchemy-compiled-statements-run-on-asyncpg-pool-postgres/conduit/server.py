import os
import re

import bcrypt
import jwt
from aiohttp import web

from . import queries
from .db import Database

SECRET = os.environ.get("JWT_SECRET", "conduit")
DB = web.AppKey("db", Database)


def article_json(row) -> dict:
    return {"slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
            "tagList": [], "createdAt": row["created_at"].isoformat(), "updatedAt": row["updated_at"].isoformat(),
            "favorited": False, "favoritesCount": row["favorites_count"],
            "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False}}


def user_json(row) -> dict:
    return {"user": {"email": row["email"], "token": jwt.encode({"uid": row["id"]}, SECRET, algorithm="HS256"),
                     "username": row["username"], "bio": row["bio"], "image": row["image"]}}


async def require_user(request):
    header = request.headers.get("Authorization", "")
    try:
        uid = jwt.decode(header.removeprefix("Token "), SECRET, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()
    row = await request.app[DB].fetchrow(queries.user_by_id(uid))
    if row is None:
        raise web.HTTPUnauthorized()
    return row


routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    row = await request.app[DB].fetchrow(queries.insert_user(data["username"], data["email"], hashed))
    return web.json_response(user_json(row), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json())["user"]
    row = await request.app[DB].fetchrow(queries.user_by_email(data.get("email")))
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password_hash"].encode()):
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(user_json(row))


@routes.get("/api/articles")
async def list_articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    rows = await request.app[DB].fetch(queries.articles_page(limit, offset))
    total = await request.app[DB].fetchval(queries.articles_total())
    return web.json_response({"articles": [article_json(r) for r in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    me = await require_user(request)
    data = (await request.json())["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    await request.app[DB].fetchval(queries.insert_article(
        slug=slug, title=data["title"], description=data["description"], body=data["body"], author_id=me["id"]))
    row = await request.app[DB].fetchrow(queries.article_by_slug(slug))
    return web.json_response({"article": article_json(row)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    row = await request.app[DB].fetchrow(queries.article_by_slug(request.match_info["slug"]))
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": article_json(row)})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    me = await require_user(request)
    row = await request.app[DB].fetchrow(queries.article_by_slug(request.match_info["slug"]))
    if row is None:
        raise web.HTTPNotFound()
    await request.app[DB].execute(queries.add_favorite(me["id"], row["id"]))
    row = await request.app[DB].fetchrow(queries.article_by_slug(row["slug"]))
    return web.json_response({"article": {**article_json(row), "favorited": True}})


async def database_ctx(app):
    db = Database()
    await db.connect()
    app[DB] = db
    yield
    await db.close()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
