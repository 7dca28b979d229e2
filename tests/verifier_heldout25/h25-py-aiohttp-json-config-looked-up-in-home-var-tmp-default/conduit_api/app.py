import re
import sqlite3
import uuid
from datetime import datetime, timedelta, timezone

import aiosqlite
import bcrypt
import jwt
from aiohttp import web

from . import config

settings_key = web.AppKey("settings", dict)
db_key = web.AppKey("db", aiosqlite.Connection)
routes = web.RouteTableDef()

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
  password_hash TEXT NOT NULL, bio TEXT, image TEXT
);
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
  description TEXT NOT NULL, body TEXT NOT NULL, author_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
"""


def _token(request: web.Request, user_id: int) -> str:
    s = request.app[settings_key]
    exp = datetime.now(timezone.utc) + timedelta(hours=s["token_ttl_hours"])
    return jwt.encode({"sub": str(user_id), "exp": exp}, s["jwt_secret"], algorithm="HS256")


async def _viewer(request: web.Request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        uid = int(jwt.decode(header[6:], request.app[settings_key]["jwt_secret"], algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    async with request.app[db_key].execute("SELECT * FROM users WHERE id = ?", (uid,)) as cur:
        return await cur.fetchone()


def _user(request, row) -> dict:
    return {"user": {"email": row["email"], "token": _token(request, row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json()).get("user") or {}
    if not all(data.get(k) for k in ("username", "email", "password")):
        return web.json_response({"errors": {"body": ["username, email and password are required"]}}, status=422)
    db = request.app[db_key]
    try:
        cur = await db.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
            (data["username"], data["email"], bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()),
        )
        await db.commit()
    except sqlite3.IntegrityError:
        return web.json_response({"errors": {"body": ["username or email already taken"]}}, status=409)
    async with db.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)) as c:
        row = await c.fetchone()
    return web.json_response(_user(request, row), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json()).get("user") or {}
    async with request.app[db_key].execute("SELECT * FROM users WHERE email = ?", (data.get("email", ""),)) as c:
        row = await c.fetchone()
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password_hash"].encode()):
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(_user(request, row))


@routes.get("/api/user")
async def me(request: web.Request):
    row = await _viewer(request)
    if row is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    return web.json_response(_user(request, row))


@routes.post("/api/articles")
async def create_article(request: web.Request):
    viewer = await _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    data = (await request.json()).get("article") or {}
    now = datetime.now(timezone.utc).isoformat()
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    db = request.app[db_key]
    await db.execute(
        "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (slug, data["title"], data["description"], data["body"], viewer["id"], now, now),
    )
    await db.commit()
    article = {
        "slug": slug, "title": data["title"], "description": data["description"], "body": data["body"],
        "tagList": data.get("tagList") or [], "createdAt": now, "updatedAt": now,
        "favorited": False, "favoritesCount": 0,
        "author": {"username": viewer["username"], "bio": viewer["bio"], "image": viewer["image"], "following": False},
    }
    return web.json_response({"article": article}, status=201)


async def _db_ctx(app: web.Application):
    conn = await aiosqlite.connect(app[settings_key]["db_path"])
    conn.row_factory = aiosqlite.Row
    await conn.executescript(SCHEMA)
    app[db_key] = conn
    yield
    await conn.close()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app[settings_key] = config.load()
    app.cleanup_ctx.append(_db_ctx)
    app.add_routes(routes)
    return app
