import datetime as dt
import os
import re
import secrets

import bcrypt
import jwt
from aiohttp import web

from conduit import queries

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
routes = web.RouteTableDef()


def _error(status, field, message):
    return web.json_response({"errors": {field: [message]}}, status=status)


def _token(user_id):
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
    return jwt.encode({"sub": str(user_id), "exp": exp}, SECRET, algorithm="HS256")


async def _viewer(request, conn):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return await queries.user_by_id(conn, int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
    except (jwt.PyJWTError, ValueError):
        return None


def _user_json(row):
    return {"user": {"email": row["email"], "token": _token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


def _article_json(row):
    return {
        "slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
        "tagList": list(row["tag_list"]),
        "createdAt": row["created_at"].isoformat().replace("+00:00", "Z"),
        "updatedAt": row["updated_at"].isoformat().replace("+00:00", "Z"),
        "favorited": row["favorited"], "favoritesCount": row["favorites_count"],
        "author": {"username": row["username"], "bio": row["bio"], "image": row["image"],
                   "following": row["following"]},
    }


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    async with request.app["pool"].acquire() as conn:
        if await queries.user_by_email(conn, data.get("email")):
            return _error(422, "email", "has already been taken")
        hashed = bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode()
        row = await queries.create_user(conn, data.get("username"), data.get("email"), hashed)
    return web.json_response(_user_json(row), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user") or {}
    async with request.app["pool"].acquire() as conn:
        row = await queries.user_by_email(conn, data.get("email"))
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password_hash"].encode()):
        return _error(401, "email or password", "is invalid")
    return web.json_response(_user_json(row))


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    async with request.app["pool"].acquire() as conn:
        viewer = await _viewer(request, conn)
        rows, total = await queries.list_articles(conn, viewer["id"] if viewer else None, q.get("tag"),
                                                  q.get("author"), q.get("favorited"),
                                                  q.get("limit", 20), q.get("offset", 0))
    return web.json_response({"articles": [_article_json(r) for r in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json()).get("article") or {}
    async with request.app["pool"].acquire() as conn:
        viewer = await _viewer(request, conn)
        if viewer is None:
            return _error(401, "token", "is missing")
        slug = f"{re.sub(r'[^a-z0-9]+', '-', data.get('title', '').lower()).strip('-')}-{secrets.token_hex(3)}"
        await queries.create_article(conn, viewer["id"], slug, data.get("title"), data.get("description"),
                                     data.get("body"), data.get("tagList") or [])
        row = await queries.article_by_slug(conn, viewer["id"], slug)
    return web.json_response({"article": _article_json(row)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    async with request.app["pool"].acquire() as conn:
        return web.json_response({"tags": await queries.all_tags(conn)})
