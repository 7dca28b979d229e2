import os
import re
import time

import bcrypt
import jwt
from fastapi import FastAPI, Header, HTTPException

from conduit import store
from conduit.schema import create_schema

SECRET = os.environ.get("JWT_SECRET", "conduit")
create_schema(store.DATABASE_URL)
app = FastAPI()


def token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id), "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")


def require_user(authorization: str | None):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401)
    try:
        uid = int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(401)
    user = store.user_by_id(uid)
    if user is None:
        raise HTTPException(401)
    return user


def user_out(u) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image, "token": token(u.id)}}


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(body: dict):
    u = body["user"]
    if store.user_exists(u["username"], u["email"]):
        raise HTTPException(422, {"errors": {"username": ["has already been taken"]}})
    hashed = bcrypt.hashpw(u["password"].encode(), bcrypt.gensalt()).decode()
    return user_out(store.insert_user(u["username"], u["email"], hashed))


@app.post("/api/users/login")
def login(body: dict):
    u = body["user"]
    row = store.user_by_email(u["email"])
    if row is None or not bcrypt.checkpw(u["password"].encode(), row.password_hash.encode()):
        raise HTTPException(401, {"errors": {"credentials": ["invalid"]}})
    return user_out(row)


@app.get("/api/articles")
def articles(limit: int = 20, offset: int = 0):
    rows, total = store.articles_page(limit, offset)
    return {"articles": [{"slug": r.slug, "title": r.title, "description": r.description, "body": r.body,
                          "tagList": store.tags_of(r.id), "createdAt": r.created_at.isoformat(),
                          "updatedAt": r.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
                          "author": {"username": r.username, "bio": r.bio, "image": r.image, "following": False}}
                         for r in rows], "articlesCount": total}


@app.post("/api/articles", status_code=201)
def create_article(body: dict, authorization: str | None = Header(None)):
    me = require_user(authorization)
    a = body["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", a["title"].lower()).strip("-")
    row = store.insert_article(me.id, slug, a["title"], a["description"], a["body"], sorted(set(a.get("tagList", []))))
    return {"article": {"slug": row.slug, "title": row.title, "tagList": store.tags_of(row.id)}}


@app.get("/api/tags")
def tags():
    return {"tags": store.all_tags()}
