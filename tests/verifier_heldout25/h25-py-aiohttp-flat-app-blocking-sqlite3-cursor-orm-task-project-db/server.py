import os
import re
import sqlite3
import uuid
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from aiohttp import web

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
DB_PATH = os.path.join(BASE_DIR, "conduit.db")
SECRET = os.environ.get("JWT_SECRET", "flat-aiohttp-secret")

conn = sqlite3.connect(DB_PATH, check_same_thread=False)
conn.row_factory = sqlite3.Row
conn.executescript(
    """
    CREATE TABLE IF NOT EXISTS users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        username TEXT UNIQUE NOT NULL,
        email TEXT UNIQUE NOT NULL,
        password TEXT NOT NULL,
        bio TEXT,
        image TEXT
    );
    CREATE TABLE IF NOT EXISTS articles (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        slug TEXT UNIQUE NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        body TEXT NOT NULL,
        author_id INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        FOREIGN KEY (author_id) REFERENCES users (id)
    );
    CREATE TABLE IF NOT EXISTS tags (
        article_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (article_id, name)
    );
    """
)
conn.commit()

routes = web.RouteTableDef()


def now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def make_token(user_id: int) -> str:
    return jwt.encode({"id": user_id, "exp": datetime.now(timezone.utc) + timedelta(days=1)}, SECRET, algorithm="HS256")


def auth_user(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return conn.execute("SELECT * FROM users WHERE id = ?", (payload["id"],)).fetchone()


def user_json(row):
    return {"user": {"email": row["email"], "token": make_token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


def article_json(row):
    tags = [r["name"] for r in conn.execute("SELECT name FROM tags WHERE article_id = ? ORDER BY name", (row["id"],))]
    return {
        "slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
        "tagList": tags, "createdAt": row["created_at"], "updatedAt": row["updated_at"],
        "favorited": False, "favoritesCount": 0,
        "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False},
    }


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user", {})
    try:
        cur = conn.execute(
            "INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
            (data["username"], data["email"], bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()),
        )
        conn.commit()
    except sqlite3.IntegrityError:
        return web.json_response({"errors": {"body": ["User already exists"]}}, status=409)
    row = conn.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    return web.json_response(user_json(row), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user", {})
    row = conn.execute("SELECT * FROM users WHERE email = ?", (data.get("email"),)).fetchone()
    if not row or not bcrypt.checkpw(data.get("password", "").encode(), row["password"].encode()):
        return web.json_response({"errors": {"body": ["Invalid credentials"]}}, status=401)
    return web.json_response(user_json(row))


@routes.get("/api/user")
async def get_user(request):
    user = auth_user(request)
    if not user:
        return web.json_response({"errors": {"body": ["Unauthorized"]}}, status=401)
    return web.json_response(user_json(user))


@routes.get("/api/articles")
async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    sql = "FROM articles a JOIN users u ON u.id = a.author_id"
    params = []
    if request.query.get("tag"):
        sql += " JOIN tags t ON t.article_id = a.id AND t.name = ?"
        params.append(request.query["tag"])
    if request.query.get("author"):
        sql += " WHERE u.username = ?"
        params.append(request.query["author"])
    total = conn.execute(f"SELECT COUNT(*) {sql}", params).fetchone()[0]
    rows = conn.execute(
        f"SELECT a.*, u.username, u.bio, u.image {sql} ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
        params + [limit, offset],
    ).fetchall()
    return web.json_response({"articles": [article_json(r) for r in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    user = auth_user(request)
    if not user:
        return web.json_response({"errors": {"body": ["Unauthorized"]}}, status=401)
    data = (await request.json()).get("article", {})
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    ts = now()
    cur = conn.execute(
        "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (slug, data["title"], data["description"], data["body"], user["id"], ts, ts),
    )
    for tag in set(data.get("tagList", [])):
        conn.execute("INSERT INTO tags (article_id, name) VALUES (?, ?)", (cur.lastrowid, tag))
    conn.commit()
    row = conn.execute(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id WHERE a.id = ?",
        (cur.lastrowid,),
    ).fetchone()
    return web.json_response({"article": article_json(row)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    rows = conn.execute("SELECT DISTINCT name FROM tags ORDER BY name").fetchall()
    return web.json_response({"tags": [r["name"] for r in rows]})


app = web.Application()
app.add_routes(routes)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
