import os
import re
import time
from datetime import datetime, timezone

import jwt
from fastapi import FastAPI, Header, HTTPException
from passlib.hash import pbkdf2_sha256

from conduit import db

SECRET = os.environ.get("SECRET", "conduit")
app = FastAPI()
db.init_schema()


def now() -> datetime:
    return datetime.now(timezone.utc)


def me(authorization: str | None, required: bool = True):
    if not authorization:
        if required:
            raise HTTPException(401)
        return None
    try:
        uid = jwt.decode(authorization.split()[-1], SECRET, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise HTTPException(401)
    return db.users.find_one(id=uid)


def user_json(u: dict) -> dict:
    token = jwt.encode({"uid": u["id"], "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")
    return {"user": {"email": u["email"], "username": u["username"], "bio": u.get("bio"),
                     "image": u.get("image"), "token": token}}


def article_json(a: dict, viewer: dict | None) -> dict:
    author = db.users.find_one(id=a["author_id"])
    fav_count = db.favorites.count(article_id=a["id"])
    return {
        "slug": a["slug"], "title": a["title"], "description": a["description"], "body": a["body"],
        "tagList": sorted(t["name"] for t in db.tags.find(article_id=a["id"])),
        "createdAt": a["created_at"].isoformat(), "updatedAt": a["updated_at"].isoformat(),
        "favorited": bool(viewer) and db.favorites.find_one(article_id=a["id"], user_id=viewer["id"]) is not None,
        "favoritesCount": fav_count,
        "author": {"username": author["username"], "bio": author.get("bio"), "image": author.get("image"),
                   "following": bool(viewer) and db.follows.find_one(follower_id=viewer["id"], followed_id=author["id"]) is not None},
    }


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(body: dict):
    u = body["user"]
    if db.users.find_one(email=u["email"]) or db.users.find_one(username=u["username"]):
        raise HTTPException(422, {"errors": {"username": ["has already been taken"]}})
    uid = db.users.insert({"username": u["username"], "email": u["email"],
                           "password": pbkdf2_sha256.hash(u["password"]), "bio": None, "image": None})
    return user_json(db.users.find_one(id=uid))


@app.post("/api/users/login")
def login(body: dict):
    u = body["user"]
    row = db.users.find_one(email=u["email"])
    if not row or not pbkdf2_sha256.verify(u["password"], row["password"]):
        raise HTTPException(401, {"errors": {"credentials": ["invalid"]}})
    return user_json(row)


@app.get("/api/articles")
def list_articles(tag: str | None = None, author: str | None = None, limit: int = 20, offset: int = 0,
                  authorization: str | None = Header(None)):
    viewer = me(authorization, required=False)
    filters = {}
    if author:
        a = db.users.find_one(username=author)
        filters["author_id"] = a["id"] if a else -1
    if tag:
        filters["id"] = [t["article_id"] for t in db.tags.find(name=tag)]
    total = db.articles.count(**filters)
    rows = db.articles.find(**filters, order_by="-created_at", _limit=limit, _offset=offset)
    return {"articles": [article_json(a, viewer) for a in rows], "articlesCount": total}


@app.post("/api/articles", status_code=201)
def create_article(body: dict, authorization: str | None = Header(None)):
    user = me(authorization)
    a = body["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", a["title"].lower()).strip("-")
    with db.db as tx:
        aid = tx["articles"].insert({"slug": slug, "title": a["title"], "description": a["description"],
                                     "body": a["body"], "author_id": user["id"],
                                     "created_at": now(), "updated_at": now()})
        for name in sorted(set(a.get("tagList", []))):
            tx["article_tags"].insert({"article_id": aid, "name": name})
    return {"article": article_json(db.articles.find_one(id=aid), user)}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, authorization: str | None = Header(None)):
    user = me(authorization)
    article = db.articles.find_one(slug=slug)
    if article is None:
        raise HTTPException(404)
    db.favorites.upsert({"article_id": article["id"], "user_id": user["id"]}, ["article_id", "user_id"])
    return {"article": article_json(article, user)}


@app.get("/api/tags")
def list_tags():
    return {"tags": sorted(row["name"] for row in db.tags.distinct("name"))}
