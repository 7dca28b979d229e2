"""A Conduit subset with hand-written SQL over the sqlite3 module, as an agent might write it
without an ORM (test data for the runtime ORM verifier: every statement is raw)."""

import datetime
import re
import sqlite3
import threading

import jwt
from flask import Flask, g, jsonify, request

DB_PATH = "conduit.db"
SECRET = "not-a-secret"
app = Flask(__name__)
_schema_lock = threading.Lock()


def db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


def init_db() -> None:
    with _schema_lock, sqlite3.connect(DB_PATH) as conn:
        conn.executescript(
            """
            CREATE TABLE IF NOT EXISTS users (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                username TEXT UNIQUE NOT NULL,
                email TEXT UNIQUE NOT NULL,
                password TEXT NOT NULL,
                bio TEXT DEFAULT '',
                image TEXT DEFAULT ''
            );
            CREATE TABLE IF NOT EXISTS articles (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                slug TEXT UNIQUE NOT NULL,
                title TEXT NOT NULL,
                description TEXT NOT NULL,
                body TEXT NOT NULL,
                tags TEXT DEFAULT '',
                author_id INTEGER NOT NULL REFERENCES users(id),
                created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL
            );
            """
        )


def now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat().replace("+00:00", "Z")


def user_json(row, token=None):
    body = {"email": row["email"], "username": row["username"], "bio": row["bio"], "image": row["image"]}
    if token is not None:
        body["token"] = token
    return {"user": body}


def current_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        claims = jwt.decode(header[6:], SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return db().execute("SELECT * FROM users WHERE id = ?", (claims["id"],)).fetchone()


def article_json(row):
    author = db().execute("SELECT username, bio, image FROM users WHERE id = ?", (row["author_id"],)).fetchone()
    return {
        "slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
        "tagList": [t for t in row["tags"].split(",") if t], "createdAt": row["created_at"],
        "updatedAt": row["updated_at"], "favorited": False, "favoritesCount": 0,
        "author": {"username": author["username"], "bio": author["bio"], "image": author["image"], "following": False},
    }


@app.get("/api/health-check")
def health():
    return jsonify({"status": "ok"})


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    conn = db()
    try:
        cur = conn.execute(
            "INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
            (data.get("username"), data.get("email"), data.get("password")),
        )
        conn.commit()
    except sqlite3.IntegrityError:
        return jsonify({"errors": {"body": ["taken"]}}), 422
    row = conn.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    return jsonify(user_json(row, jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256"))), 201


@app.post("/api/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    row = db().execute("SELECT * FROM users WHERE email = ? AND password = ?", (data.get("email"), data.get("password"))).fetchone()
    if row is None:
        return jsonify({"errors": {"body": ["invalid"]}}), 401
    return jsonify(user_json(row, jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")))


@app.get("/api/user")
def me():
    row = current_user()
    return (jsonify(user_json(row)), 200) if row else (jsonify({"errors": {"body": ["unauthorized"]}}), 401)


@app.put("/api/user")
def update_me():
    row = current_user()
    if row is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    data = (request.get_json(silent=True) or {}).get("user") or {}
    conn = db()
    for field in ("email", "username", "bio", "image"):
        if field in data:
            conn.execute(f"UPDATE users SET {field} = ? WHERE id = ?", (data[field], row["id"]))
    conn.commit()
    return jsonify(user_json(conn.execute("SELECT * FROM users WHERE id = ?", (row["id"],)).fetchone()))


@app.get("/api/articles")
def list_articles():
    sql, args = "SELECT a.* FROM articles a JOIN users u ON u.id = a.author_id", []
    if request.args.get("author"):
        sql += " WHERE u.username = ?"
        args.append(request.args["author"])
    rows = db().execute(sql + " ORDER BY a.created_at DESC LIMIT 20", args).fetchall()
    return jsonify({"articles": [article_json(r) for r in rows], "articlesCount": len(rows)})


@app.post("/api/articles")
def create_article():
    user = current_user()
    if user is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    data = (request.get_json(silent=True) or {}).get("article") or {}
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
    conn = db()
    conn.execute(
        "INSERT INTO articles (slug, title, description, body, tags, author_id, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (slug, data.get("title"), data.get("description"), data.get("body"), ",".join(data.get("tagList") or []),
         user["id"], now(), now()),
    )
    conn.commit()
    return jsonify({"article": article_json(conn.execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone())}), 201


@app.get("/api/articles/<slug>")
def get_article(slug):
    row = db().execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
    return (jsonify({"article": article_json(row)}), 200) if row else (jsonify({"errors": {"body": ["not found"]}}), 404)


@app.put("/api/articles/<slug>")
def update_article(slug):
    data = (request.get_json(silent=True) or {}).get("article") or {}
    conn = db()
    for field in ("title", "description", "body"):
        if field in data:
            conn.execute(f"UPDATE articles SET {field} = ?, updated_at = ? WHERE slug = ?", (data[field], now(), slug))
    conn.commit()
    return get_article(slug)


@app.delete("/api/articles/<slug>")
def delete_article(slug):
    conn = db()
    conn.execute("DELETE FROM articles WHERE slug = ?", (slug,))
    conn.commit()
    return "", 204


@app.get("/api/tags")
def tags():
    rows = db().execute("select tags from articles").fetchall()
    return jsonify({"tags": sorted({t for r in rows for t in r["tags"].split(",") if t})})


if __name__ == "__main__":
    init_db()
    app.run(host="0.0.0.0", port=8080, threaded=True)
