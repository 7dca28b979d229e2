import re

import asyncpg
import bcrypt
from aiohttp import web

from conduit import social
from conduit.auth import token_for, viewer
from conduit.db import POOL

routes = web.RouteTableDef()


def _unauthorized():
    return web.json_response({"errors": {"token": ["is missing"]}}, status=401)


async def _profile(row, me) -> dict:
    following = me is not None and await social.is_following(me["id"], row["id"])
    return {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": following}


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    try:
        row = await request.app[POOL].fetchrow(
            "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *",
            data.get("username"), data.get("email"),
            bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode(),
        )
    except asyncpg.UniqueViolationError:
        return web.json_response({"errors": {"username or email": ["has already been taken"]}}, status=409)
    return web.json_response({"user": {"email": row["email"], "token": token_for(row["id"]),
                                       "username": row["username"], "bio": row["bio"], "image": row["image"]}},
                             status=201)


@routes.get("/api/profiles/{username}")
async def get_profile(request):
    row = await request.app[POOL].fetchrow("SELECT * FROM users WHERE username = $1", request.match_info["username"])
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": await _profile(row, await viewer(request))})


@routes.post("/api/profiles/{username}/follow")
async def follow(request):
    me = await viewer(request)
    if me is None:
        return _unauthorized()
    row = await request.app[POOL].fetchrow("SELECT * FROM users WHERE username = $1", request.match_info["username"])
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    await social.follow(me["id"], row["id"])
    return web.json_response({"profile": await _profile(row, me)})


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request):
    me = await viewer(request)
    if me is None:
        return _unauthorized()
    row = await request.app[POOL].fetchrow("SELECT * FROM users WHERE username = $1", request.match_info["username"])
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    await social.unfollow(me["id"], row["id"])
    return web.json_response({"profile": await _profile(row, me)})


@routes.get("/api/articles/feed")
async def feed(request):
    me = await viewer(request)
    if me is None:
        return _unauthorized()
    ids = list(await social.following_ids(me["id"]))
    rows = await request.app[POOL].fetch(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "WHERE a.author_id = ANY($1::int[]) ORDER BY a.created_at DESC LIMIT $2 OFFSET $3",
        ids, int(request.query.get("limit", 20)), int(request.query.get("offset", 0)),
    )
    return web.json_response({"articles": [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "tagList": [], "createdAt": r["created_at"].isoformat(), "updatedAt": r["updated_at"].isoformat(),
         "favorited": False, "favoritesCount": 0,
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": True}}
        for r in rows], "articlesCount": len(rows)})


@routes.post("/api/articles")
async def create_article(request):
    me = await viewer(request)
    if me is None:
        return _unauthorized()
    data = (await request.json()).get("article") or {}
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
    row = await request.app[POOL].fetchrow(
        "INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5) RETURNING *",
        slug, data.get("title", ""), data.get("description", ""), data.get("body", ""), me["id"],
    )
    return web.json_response({"article": {"slug": row["slug"], "title": row["title"]}}, status=201)
