import hashlib
import os
import re
import secrets
import time
from pathlib import Path

import jwt
from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from blogapi.models import Article, Base, User

SESSIONS = web.AppKey("sessions", async_sessionmaker)
SECRET = os.environ.get("SECRET", "blogapi")
routes = web.RouteTableDef()


def hash_password(password: str, salt: str | None = None) -> str:
    salt = salt or secrets.token_hex(8)
    return salt + "$" + hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 100_000).hex()


def check_password(password: str, stored: str) -> bool:
    return hash_password(password, stored.split("$", 1)[0]) == stored


@routes.get("/api/health-check")
async def health(_):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    d = (await request.json())["user"]
    async with request.app[SESSIONS].begin() as s:
        if await s.scalar(select(User).where(User.email == d["email"])):
            return web.json_response({"errors": {"email": ["has already been taken"]}}, status=422)
        u = User(username=d["username"], email=d["email"], password=hash_password(d["password"]))
        s.add(u)
        await s.flush()
        tok = jwt.encode({"sub": str(u.id), "exp": int(time.time()) + 86400}, SECRET, "HS256")
        return web.json_response({"user": {"email": u.email, "username": u.username, "bio": None, "image": None,
                                           "token": tok}}, status=201)


@routes.post("/api/users/login")
async def login(request):
    d = (await request.json())["user"]
    async with request.app[SESSIONS]() as s:
        u = await s.scalar(select(User).where(User.email == d["email"]))
    if u is None or not check_password(d["password"], u.password):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    tok = jwt.encode({"sub": str(u.id), "exp": int(time.time()) + 86400}, SECRET, "HS256")
    return web.json_response({"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                                       "token": tok}})


@routes.post("/api/articles")
async def create_article(request):
    auth = request.headers.get("Authorization", "")
    try:
        uid = int(jwt.decode(auth.removeprefix("Token "), SECRET, ["HS256"])["sub"])
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()
    d = (await request.json())["article"]
    async with request.app[SESSIONS].begin() as s:
        a = Article(slug=re.sub(r"[^a-z0-9]+", "-", d["title"].lower()).strip("-"), title=d["title"],
                    description=d["description"], body=d["body"], author_id=uid)
        s.add(a)
    return web.json_response({"article": {"slug": a.slug, "title": a.title}}, status=201)


@routes.get("/api/articles")
async def list_articles(request):
    async with request.app[SESSIONS]() as s:
        rows = (await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(20))).all()
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title,
                                            "author": {"username": a.author.username}} for a in rows],
                              "articlesCount": len(rows)})


def make_app(db_path: Path) -> web.Application:
    async def database(app):
        db_path.parent.mkdir(parents=True, exist_ok=True)
        engine = create_async_engine(f"sqlite+aiosqlite:///{db_path}")
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
        yield
        await engine.dispose()

    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    return app
