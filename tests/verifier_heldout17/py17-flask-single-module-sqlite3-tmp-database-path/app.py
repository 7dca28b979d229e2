import os
import sqlite3
from datetime import datetime, timezone

import jwt
from flask import Flask, g, jsonify, request

DATABASE = os.environ.get("DATABASE", "/tmp/conduit.db")
SECRET = "conduit-secret"

app = Flask(__name__)

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
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    author_id INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def init_db():
    conn = sqlite3.connect(DATABASE)
    conn.executescript(SCHEMA)
    conn.close()


@app.route("/api/health-check")
def health():
    return jsonify(status="ok")


@app.route("/api/users/login", methods=["POST"])
def login():
    data = request.get_json()["user"]
    row = get_db().execute(
        "SELECT * FROM users WHERE email = ? AND password = ?", (data["email"], data["password"])
    ).fetchone()
    if row is None:
        return jsonify(errors={"credentials": ["invalid"]}), 401
    token = jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")
    return jsonify(user={"email": row["email"], "username": row["username"],
                         "bio": row["bio"], "image": row["image"], "token": token})


@app.route("/api/articles", methods=["GET"])
def articles():
    rows = get_db().execute(
        "SELECT a.*, u.username FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
        (int(request.args.get("limit", 20)), int(request.args.get("offset", 0))),
    ).fetchall()
    return jsonify(articles=[dict(r) for r in rows], articlesCount=len(rows))


@app.route("/api/articles", methods=["POST"])
def create_article():
    data = request.get_json()["article"]
    now = datetime.now(timezone.utc).isoformat()
    slug = data["title"].lower().replace(" ", "-")
    db = get_db()
    db.execute(
        "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (slug, data["title"], data["description"], data["body"], 1, now, now),
    )
    db.commit()
    return jsonify(article={"slug": slug}), 201


if __name__ == "__main__":
    init_db()
    app.run(host="0.0.0.0", port=8080)
