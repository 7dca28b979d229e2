import os
import re
import time

import bcrypt
import jwt
from aiohttp import web
from sqlalchemy import delete, func, select

from api.models import Article, Comment, Tag, User

routes = web.RouteTableDef()
SECRET = os.environ.get("JWT_SECRET", "conduit")


def session(request):
    return request.app["sessionmaker"]


def _token(user):
    return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, SECRET, "HS256")


async def _viewer(request, s):
    h = request.headers.get("Authorization", "")
    if not h.startswith("Token "):
        return None
    try:
        return await s.get(User, int(jwt.decode(h[6:], SECRET, ["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    d = (await request.json())["user"]
    async with session(request).begin() as s:
        if await s.scalar(select(User.id).where((User.email == d["email"]) | (User.username == d["username"]))):
            return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
        u = User(username=d["username"], email=d["email"],
                 password_hash=bcrypt.hashpw(d["password"].encode(), bcrypt.gensalt()).decode())
        s.add(u)
        await s.flush()
        return web.json_response({"user": {"email": u.email, "username": u.username, "bio": u.bio,
                                           "image": u.image, "token": _token(u)}}, status=201)


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    stmt = select(Article)
    if q.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == q["tag"]))
    async with session(request)() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await s.scalars(stmt.order_by(Article.created_at.desc())
                                .limit(int(q.get("limit", 20))).offset(int(q.get("offset", 0))))).all()
        return web.json_response({"articles": [_article(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    d = (await request.json())["article"]
    async with session(request).begin() as s:
        me = await _viewer(request, s)
        if me is None:
            raise web.HTTPUnauthorized()
        a = Article(slug=re.sub(r"[^a-z0-9]+", "-", d["title"].lower()).strip("-"), title=d["title"],
                    description=d["description"], body=d["body"], author_id=me.id,
                    tags=[Tag(name=n) for n in sorted(set(d.get("tagList", [])))])
        s.add(a)
        await s.flush()
        a = await s.scalar(select(Article).where(Article.id == a.id))
        return web.json_response({"article": _article(a)}, status=201)


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request):
    async with session(request).begin() as s:
        me = await _viewer(request, s)
        if me is None:
            raise web.HTTPUnauthorized()
        result = await s.execute(delete(Comment).where(Comment.id == int(request.match_info["id"]),
                                                       Comment.author_id == me.id))
        if result.rowcount == 0:
            raise web.HTTPNotFound()
    return web.Response(status=204)


@routes.get("/api/tags")
async def tags(request):
    async with session(request)() as s:
        return web.json_response({"tags": list(await s.scalars(select(Tag.name).distinct().order_by(Tag.name)))})
