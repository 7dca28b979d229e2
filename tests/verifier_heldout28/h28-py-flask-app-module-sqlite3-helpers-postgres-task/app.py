import os
import re
import sqlite3
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import Flask, g, jsonify, request

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "conduit-secret")
app.config["DATABASE"] = os.path.join(app.root_path, "conduit.db")


# ---------------------------------------------------------------- database helpers

def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
        g.db.execute("PRAGMA foreign_keys = ON")
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def init_db() -> None:
    with sqlite3.connect(app.config["DATABASE"]) as conn:
        with open(os.path.join(app.root_path, "schema.sql")) as fh:
            conn.executescript(fh.read())


init_db()


# ---------------------------------------------------------------- auth helpers

def make_token(user_id: int) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"uid": user_id, "exp": exp}, app.config["SECRET_KEY"], algorithm="HS256")


def current_user_id():
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    try:
        return jwt.decode(auth[6:], app.config["SECRET_KEY"], algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None


def user_payload(row) -> dict:
    return {"user": {"email": row["email"], "token": make_token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


# ---------------------------------------------------------------- routes

@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    db = get_db()
    try:
        cur = db.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
            (data.get("username"), data.get("email"),
             bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode()),
        )
        db.commit()
    except sqlite3.IntegrityError:
        return jsonify(errors={"username or email": ["has already been taken"]}), 409
    row = db.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    return jsonify(user_payload(row)), 201


@app.post("/api/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    row = get_db().execute("SELECT * FROM users WHERE email = ?", (data.get("email"),)).fetchone()
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password_hash"].encode()):
        return jsonify(errors={"email or password": ["is invalid"]}), 401
    return jsonify(user_payload(row))


@app.get("/api/tags")
def tags():
    rows = get_db().execute("SELECT name FROM tags ORDER BY name").fetchall()
    return jsonify(tags=[r["name"] for r in rows])


@app.get("/api/articles")
def articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    rows = get_db().execute(
        """SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id
           ORDER BY a.created_at DESC LIMIT ? OFFSET ?""",
        (limit, offset),
    ).fetchall()
    count = get_db().execute("SELECT COUNT(*) FROM articles").fetchone()[0]
    return jsonify(
        articles=[{"slug": r["slug"], "title": r["title"], "description": r["description"],
                   "body": r["body"], "createdAt": r["created_at"], "updatedAt": r["updated_at"],
                   "tagList": [], "favorited": False, "favoritesCount": 0,
                   "author": {"username": r["username"], "bio": r["bio"], "image": r["image"],
                              "following": False}} for r in rows],
        articlesCount=count,
    )


@app.post("/api/articles")
def create_article():
    uid = current_user_id()
    if uid is None:
        return jsonify(errors={"token": ["is missing"]}), 401
    data = (request.get_json(silent=True) or {}).get("article") or {}
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
    db = get_db()
    cur = db.execute(
        "INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
        (slug, data.get("title"), data.get("description", ""), data.get("body", ""), uid),
    )
    for name in data.get("tagList") or []:
        db.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
        db.execute(
            "INSERT INTO article_tags (article_id, tag_id) SELECT ?, id FROM tags WHERE name = ?",
            (cur.lastrowid, name),
        )
    db.commit()
    return jsonify(article={"slug": slug, "title": data.get("title")}), 201
