import os
import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from aiohttp import web

from conduit import queries
from conduit.db import POOL

SECRET = os.environ.get("JWT_SECRET", "conduit")
routes = web.RouteTableDef()


def _token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      SECRET, algorithm="HS256")


async def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return await queries.user_by_id(request.app[POOL], int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def _user(row) -> dict:
    return {"user": {"email": row["email"], "token": _token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


def _article(row, author) -> dict:
    return {"slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
            "tagList": list(row.get("tag_list") or []), "createdAt": row["created_at"].isoformat(),
            "updatedAt": row["updated_at"].isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": author["username"], "bio": author["bio"], "image": author["image"],
                       "following": False}}


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    if await queries.user_by_email(request.app[POOL], data.get("email", "")):
        return web.json_response({"errors": {"email": ["has already been taken"]}}, status=409)
    row = await queries.insert_user(request.app[POOL], data.get("username", ""), data.get("email", ""),
                                    bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode())
    return web.json_response(_user(row), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user") or {}
    row = await queries.user_by_email(request.app[POOL], data.get("email", ""))
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password_hash"].encode()):
        return web.json_response({"errors": {"email or password": ["is invalid"]}}, status=401)
    return web.json_response(_user(row))


@routes.get("/api/articles")
async def articles(request):
    rows, total = await queries.list_articles(request.app[POOL], request.query.get("tag"),
                                              int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [_article(r, r) for r in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    me = await _viewer(request)
    if me is None:
        return web.json_response({"errors": {"token": ["is missing"]}}, status=401)
    data = (await request.json()).get("article") or {}
    tags = list(dict.fromkeys(data.get("tagList") or []))
    row = await queries.insert_article(request.app[POOL], me["id"],
                                       re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                                       data.get("title", ""), data.get("description", ""), data.get("body", ""), tags)
    return web.json_response({"article": _article({**row, "tag_list": sorted(tags)}, me)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    return web.json_response({"tags": await queries.tag_names(request.app[POOL])})
