import os
import re
import sqlite3
from datetime import datetime, timezone
from functools import wraps

import bcrypt
import jwt
from flask import Flask, g, jsonify, request

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
DB_PATH = os.path.join(BASE_DIR, "conduit.db")
SECRET = os.environ.get("JWT_SECRET", "conduit-secret")

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL,
    bio TEXT DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT UNIQUE NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    author_id INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""

app = Flask(__name__)


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


with sqlite3.connect(DB_PATH) as conn:
    conn.executescript(SCHEMA)


def current_user_id():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if current_user_id() is None:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        return view(*args, **kwargs)

    return wrapper


def article_json(row) -> dict:
    return {"slug": row["slug"], "title": row["title"], "description": row["description"],
            "body": row["body"], "tagList": [], "createdAt": row["created_at"],
            "updatedAt": row["updated_at"], "favorited": False, "favoritesCount": 0,
            "author": {"username": row["username"], "bio": row["bio"], "image": row["image"],
                       "following": False}}


@app.get("/api/health-check")
def health_check():
    return jsonify({"status": "ok"})


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    db = get_db()
    try:
        cur = db.execute("INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
                         (data["username"], data["email"], hashed))
        db.commit()
    except sqlite3.IntegrityError:
        return jsonify({"errors": {"body": ["username or email already taken"]}}), 409
    token = jwt.encode({"sub": str(cur.lastrowid)}, SECRET, algorithm="HS256")
    return jsonify({"user": {"username": data["username"], "email": data["email"], "bio": "",
                             "image": None, "token": token}}), 201


@app.get("/api/articles/<slug>")
def get_article(slug):
    row = get_db().execute(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "WHERE a.slug = ?", (slug,)).fetchone()
    if row is None:
        return jsonify({"errors": {"article": ["not found"]}}), 404
    return jsonify({"article": article_json(row)})


@app.post("/api/articles")
@login_required
def create_article():
    data = (request.get_json(silent=True) or {}).get("article") or {}
    now = datetime.now(timezone.utc).isoformat()
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    db = get_db()
    db.execute("INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?)",
               (slug, data["title"], data.get("description", ""), data.get("body", ""),
                current_user_id(), now, now))
    db.commit()
    row = db.execute(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "WHERE a.slug = ?", (slug,)).fetchone()
    return jsonify({"article": article_json(row)}), 201
