import hashlib
import re
import time
from contextlib import asynccontextmanager

import jwt
from fastapi import FastAPI, Header, HTTPException
from sqlalchemy import select

from service.db import Article, Session, User, create_tables
from service.settings import settings


@asynccontextmanager
async def lifespan(_):
    await create_tables()
    yield


app = FastAPI(lifespan=lifespan)


def _hash(pw: str) -> str:
    return hashlib.sha256((settings.auth.secret + pw).encode()).hexdigest()


def _token(user: User) -> str:
    return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + settings.auth.token_ttl},
                      settings.auth.secret, algorithm="HS256")


def _user(u: User) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image, "token": _token(u)}}


@app.get("/api/health-check")
async def health():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
async def register(body: dict):
    d = body["user"]
    async with Session.begin() as s:
        if await s.scalar(select(User).where(User.email == d["email"])):
            raise HTTPException(422, {"errors": {"email": ["has already been taken"]}})
        u = User(username=d["username"], email=d["email"], password=_hash(d["password"]))
        s.add(u)
        await s.flush()
        return _user(u)


@app.post("/api/users/login")
async def login(body: dict):
    d = body["user"]
    async with Session() as s:
        u = await s.scalar(select(User).where(User.email == d["email"]))
    if u is None or u.password != _hash(d["password"]):
        raise HTTPException(401, {"errors": {"credentials": ["invalid"]}})
    return _user(u)


@app.post("/api/articles", status_code=201)
async def create_article(body: dict, authorization: str | None = Header(None)):
    try:
        uid = int(jwt.decode((authorization or "").removeprefix("Token "), settings.auth.secret, ["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(401)
    d = body["article"]
    async with Session.begin() as s:
        a = Article(slug=re.sub(r"[^a-z0-9]+", "-", d["title"].lower()).strip("-"), title=d["title"],
                    description=d["description"], body=d["body"], author_id=uid)
        s.add(a)
    return {"article": {"slug": a.slug, "title": a.title}}


@app.get("/api/articles")
async def list_articles(limit: int = 20, offset: int = 0):
    async with Session() as s:
        rows = (await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return {"articles": [{"slug": a.slug, "title": a.title, "author": {"username": a.author.username}} for a in rows],
            "articlesCount": len(rows)}
