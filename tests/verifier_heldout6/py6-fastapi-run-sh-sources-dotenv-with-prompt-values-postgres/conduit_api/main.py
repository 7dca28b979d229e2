import os
import re
import time
from contextlib import asynccontextmanager

import jwt
from argon2 import PasswordHasher
from fastapi import FastAPI, Header, HTTPException

from conduit_api import store
from conduit_api.db import Session, engine
from conduit_api.tables import Article, Base

hasher = PasswordHasher()
SECRET = os.environ.get("JWT_SECRET", "secret")


@asynccontextmanager
async def lifespan(_app):
    Base.metadata.create_all(engine)
    yield


app = FastAPI(lifespan=lifespan)


def user_id_from(authorization: str | None) -> int:
    if not authorization:
        raise HTTPException(401)
    try:
        return int(jwt.decode(authorization.split()[-1], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        raise HTTPException(401)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
def register(body: dict):
    data = body["user"]
    with Session.begin() as s:
        if store.user_by_email(s, data["email"]):
            raise HTTPException(422, {"errors": {"email": ["has already been taken"]}})
        user = store.add_user(s, username=data["username"], email=data["email"], password=hasher.hash(data["password"]))
        token = jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, SECRET)
        return {"user": {"username": user.username, "email": user.email, "bio": None, "image": None, "token": token}}


@app.post("/api/articles", status_code=201)
def create_article(body: dict, authorization: str | None = Header(None)):
    uid = user_id_from(authorization)
    data = body["article"]
    with Session.begin() as s:
        article = Article(slug=re.sub(r"\W+", "-", data["title"].lower()).strip("-"), title=data["title"],
                          description=data["description"], body=data["body"], author_id=uid)
        article.tags = store.upsert_tags(s, sorted(set(data.get("tagList", []))))
        s.add(article)
        s.flush()
        return {"article": {"slug": article.slug, "title": article.title, "tagList": [t.name for t in article.tags],
                            "favorited": False, "favoritesCount": 0}}


@app.post("/api/articles/{slug}/favorite")
def favorite(slug: str, authorization: str | None = Header(None)):
    uid = user_id_from(authorization)
    with Session.begin() as s:
        article = store.article_by_slug(s, slug)
        if article is None:
            raise HTTPException(404)
        store.add_favorite(s, uid, article.id)
        return {"article": {"slug": article.slug, "favorited": True,
                            "favoritesCount": store.favorites_count(s, article.id)}}


@app.get("/api/tags")
def tags():
    with Session() as s:
        return {"tags": store.tag_names(s)}
