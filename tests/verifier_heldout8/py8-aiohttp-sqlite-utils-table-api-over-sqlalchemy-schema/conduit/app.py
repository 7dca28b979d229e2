import datetime as dt
import os
import re
import secrets

import bcrypt
import jwt
from aiohttp import web

from conduit.schema import create_schema
from conduit.store import Store

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
routes = web.RouteTableDef()


def _err(status, field, msg):
    return web.json_response({"errors": {field: [msg]}}, status=status)


def _viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return request.app["store"].user(int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
    except (jwt.PyJWTError, ValueError):
        return None


def _user(u):
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
    token = jwt.encode({"sub": str(u["id"]), "exp": exp}, SECRET, algorithm="HS256")
    return {"user": {"email": u["email"], "token": token, "username": u["username"], "bio": u["bio"],
                     "image": u["image"]}}


def _article(store, a, viewer):
    author = store.user(a["author_id"])
    import json

    return {"slug": a["slug"], "title": a["title"], "description": a["description"], "body": a["body"],
            "tagList": json.loads(a["tag_list"]), "createdAt": a["created_at"], "updatedAt": a["updated_at"],
            "favorited": bool(viewer) and store.favorited(a["id"], viewer["id"]),
            "favoritesCount": store.favorites_count(a["id"]),
            "author": {"username": author["username"], "bio": author["bio"], "image": author["image"],
                       "following": bool(viewer) and store.following(viewer["id"], author["id"])}}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    store, data = request.app["store"], (await request.json()).get("user") or {}
    if store.user_where(email=data.get("email")):
        return _err(422, "email", "has already been taken")
    if store.user_where(username=data.get("username")):
        return _err(422, "username", "has already been taken")
    hashed = bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode()
    user = store.add_user(username=data.get("username"), email=data.get("email"), password_hash=hashed,
                          bio=None, image=None)
    return web.json_response(_user(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    store, data = request.app["store"], (await request.json()).get("user") or {}
    user = store.user_where(email=data.get("email"))
    if not user or not bcrypt.checkpw(data.get("password", "").encode(), user["password_hash"].encode()):
        return _err(401, "email or password", "is invalid")
    return web.json_response(_user(user))


@routes.get("/api/articles")
async def list_articles(request):
    store, q, viewer = request.app["store"], request.query, _viewer(request)
    rows, total = store.articles(q.get("tag"), q.get("author"), q.get("favorited"),
                                 int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response({"articles": [_article(store, a, viewer) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    store, viewer = request.app["store"], _viewer(request)
    if viewer is None:
        return _err(401, "token", "is missing")
    data = (await request.json()).get("article") or {}
    slug = f"{re.sub(r'[^a-z0-9]+', '-', data.get('title', '').lower()).strip('-')}-{secrets.token_hex(3)}"
    article = store.add_article(slug=slug, title=data.get("title"), description=data.get("description"),
                                body=data.get("body"), tag_list=data.get("tagList"), author_id=viewer["id"])
    return web.json_response({"article": _article(store, article, viewer)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    return web.json_response({"tags": request.app["store"].tags()})


def init_app(argv=None) -> web.Application:
    create_schema()
    app = web.Application()
    app["store"] = Store()
    app.add_routes(routes)
    return app
