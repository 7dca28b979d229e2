import os
import re
import time

import bcrypt
import jwt
from aiohttp import web
from prisma import Prisma

SECRET = os.environ.get("JWT_SECRET", "conduit")
DB = web.AppKey("db", Prisma)
routes = web.RouteTableDef()


def token(user) -> str:
    return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, SECRET, "HS256")


async def viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        uid = int(jwt.decode(header[6:], SECRET, ["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    return await request.app[DB].user.find_unique(where={"id": uid})


def user_json(u) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image, "token": token(u)}}


async def article_json(db, a, me) -> dict:
    count = await db.favorite.count(where={"articleId": a.id})
    fav = bool(me) and await db.favorite.find_unique(
        where={"userId_articleId": {"userId": me.id, "articleId": a.id}}) is not None
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(a.tagList), "createdAt": a.createdAt.isoformat(), "updatedAt": a.updatedAt.isoformat(),
            "favorited": fav, "favoritesCount": count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/health-check")
async def health(_):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    d = (await request.json())["user"]
    db = request.app[DB]
    if await db.user.find_first(where={"OR": [{"email": d["email"]}, {"username": d["username"]}]}):
        return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
    user = await db.user.create(data={"username": d["username"], "email": d["email"],
                                      "password": bcrypt.hashpw(d["password"].encode(), bcrypt.gensalt()).decode()})
    return web.json_response(user_json(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    d = (await request.json())["user"]
    user = await request.app[DB].user.find_unique(where={"email": d["email"]})
    if user is None or not bcrypt.checkpw(d["password"].encode(), user.password.encode()):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(user_json(user))


@routes.get("/api/articles")
async def list_articles(request):
    db, q = request.app[DB], request.query
    where = {}
    if q.get("tag"):
        where["tagList"] = {"has": q["tag"]}
    if q.get("author"):
        where["author"] = {"is": {"username": q["author"]}}
    rows = await db.article.find_many(where=where, include={"author": True}, order={"createdAt": "desc"},
                                      take=int(q.get("limit", 20)), skip=int(q.get("offset", 0)))
    me = await viewer(request)
    return web.json_response({"articles": [await article_json(db, a, me) for a in rows],
                              "articlesCount": await db.article.count(where=where)})


@routes.post("/api/articles")
async def create_article(request):
    me = await viewer(request)
    if me is None:
        raise web.HTTPUnauthorized()
    d = (await request.json())["article"]
    db = request.app[DB]
    a = await db.article.create(
        data={"slug": re.sub(r"[^a-z0-9]+", "-", d["title"].lower()).strip("-"), "title": d["title"],
              "description": d["description"], "body": d["body"], "tagList": sorted(set(d.get("tagList", []))),
              "author": {"connect": {"id": me.id}}},
        include={"author": True},
    )
    return web.json_response({"article": await article_json(db, a, me)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    rows = await request.app[DB].article.find_many()
    return web.json_response({"tags": sorted({t for a in rows for t in a.tagList})})


async def prisma_ctx(app):
    db = Prisma()
    await db.connect()
    app[DB] = db
    yield
    await db.disconnect()


def build() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(prisma_ctx)
    app.add_routes(routes)
    return app
