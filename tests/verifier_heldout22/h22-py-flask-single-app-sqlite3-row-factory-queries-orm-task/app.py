import os
import sqlite3
from datetime import datetime, timezone

import bcrypt
import jwt
from flask import Flask, g, jsonify, request

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
DATABASE = os.path.join(BASE_DIR, "conduit.db")
SECRET = "conduit-jwt-secret"

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
        g.db.execute("PRAGMA foreign_keys = ON")
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def init_db():
    with sqlite3.connect(DATABASE) as conn:
        conn.executescript(
            """
            CREATE TABLE IF NOT EXISTS users (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                username TEXT UNIQUE NOT NULL,
                email TEXT UNIQUE NOT NULL,
                password TEXT NOT NULL,
                bio TEXT DEFAULT '',
                image TEXT
            );
            CREATE TABLE IF NOT EXISTS comments (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                article_id INTEGER NOT NULL,
                author_id INTEGER NOT NULL REFERENCES users(id),
                body TEXT NOT NULL,
                created_at TEXT NOT NULL
            );
            """
        )


def user_json(row, token):
    return {"user": {"email": row["email"], "username": row["username"], "bio": row["bio"],
                     "image": row["image"], "token": token}}


@app.get("/api/health-check")
def health_check():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    pw = bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode()
    db = get_db()
    try:
        cur = db.execute("INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
                         (data.get("username"), data.get("email"), pw))
        db.commit()
    except sqlite3.IntegrityError:
        return jsonify(errors={"body": ["username or email already taken"]}), 409
    row = db.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    token = jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")
    return jsonify(user_json(row, token)), 201


@app.post("/api/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    row = get_db().execute("SELECT * FROM users WHERE email = ?", (data.get("email"),)).fetchone()
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password"].encode()):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user_json(row, jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")))


@app.post("/api/articles/<slug>/comments")
def add_comment(slug):
    body = ((request.get_json(silent=True) or {}).get("comment") or {}).get("body")
    db = get_db()
    db.execute("INSERT INTO comments (article_id, author_id, body, created_at) VALUES (?, ?, ?, ?)",
               (0, 1, body, datetime.now(timezone.utc).isoformat()))
    db.commit()
    return jsonify(comment={"body": body}), 201


if __name__ == "__main__":
    init_db()
    app.run(host="0.0.0.0", port=8080)
