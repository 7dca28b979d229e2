import os
import sqlite3
from datetime import datetime, timezone

import jwt
from flask import Flask, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "conduit")
DATABASE = os.path.join(app.root_path, "conduit.sqlite3")

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
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def init_db():
    with sqlite3.connect(DATABASE) as conn:
        conn.executescript(SCHEMA)


def make_token(user_id):
    return jwt.encode({"sub": str(user_id)}, app.config["SECRET_KEY"], algorithm="HS256")


def user_json(row):
    return {"user": {"username": row["username"], "email": row["email"], "bio": row["bio"],
                     "image": row["image"], "token": make_token(row["id"])}}


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    db = get_db()
    try:
        cur = db.execute(
            "INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
            (data["username"], data["email"], generate_password_hash(data["password"])),
        )
        db.commit()
    except (KeyError, sqlite3.IntegrityError):
        return jsonify(errors={"body": ["invalid user"]}), 422
    row = db.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    return jsonify(user_json(row)), 201


@app.post("/api/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    row = get_db().execute("SELECT * FROM users WHERE email = ?", (data.get("email"),)).fetchone()
    if row is None or not check_password_hash(row["password"], data.get("password", "")):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user_json(row))


@app.get("/api/articles")
def list_articles():
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    rows = get_db().execute(
        "SELECT a.*, u.username FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT ? OFFSET ?", (limit, offset)
    ).fetchall()
    count = get_db().execute("SELECT COUNT(*) FROM articles").fetchone()[0]
    return jsonify(articles=[{"slug": r["slug"], "title": r["title"], "description": r["description"],
                              "body": r["body"], "createdAt": r["created_at"],
                              "updatedAt": r["updated_at"],
                              "author": {"username": r["username"]}} for r in rows],
                   articlesCount=count)


init_db()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
