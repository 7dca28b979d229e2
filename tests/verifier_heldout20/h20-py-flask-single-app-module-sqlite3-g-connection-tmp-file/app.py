import datetime as dt
import os
import re
import sqlite3

import jwt
from flask import Flask, g, jsonify, request
from werkzeug.security import check_password_hash, generate_password_hash

DATABASE = os.environ.get("CONDUIT_DB", "/tmp/conduit.db")
SECRET = os.environ.get("SECRET_KEY", "secret")

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
        g.db.execute("PRAGMA foreign_keys = ON")
    return g.db


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def init_db():
    with app.app_context():
        db = get_db()
        with app.open_resource("schema.sql") as f:
            db.executescript(f.read().decode())
        db.commit()


def now():
    return dt.datetime.now(dt.timezone.utc).isoformat().replace("+00:00", "Z")


def user_json(row, token=None):
    return {"user": {"email": row["email"], "username": row["username"], "bio": row["bio"],
                     "image": row["image"], "token": token}}


@app.get("/api/health-check")
def health():
    return jsonify(status="ok")


@app.post("/api/users")
def register():
    data = request.get_json(force=True).get("user", {})
    db = get_db()
    try:
        cur = db.execute("INSERT INTO users (username, email, password) VALUES (?, ?, ?)",
                         (data["username"], data["email"], generate_password_hash(data["password"])))
        db.commit()
    except sqlite3.IntegrityError:
        return jsonify(errors={"body": ["user already exists"]}), 409
    row = db.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
    token = jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")
    return jsonify(user_json(row, token)), 201


@app.post("/api/users/login")
def login():
    data = request.get_json(force=True).get("user", {})
    row = get_db().execute("SELECT * FROM users WHERE email = ?", (data.get("email"),)).fetchone()
    if row is None or not check_password_hash(row["password"], data.get("password", "")):
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user_json(row, jwt.encode({"id": row["id"]}, SECRET, algorithm="HS256")))


@app.get("/api/tags")
def tags():
    rows = get_db().execute("SELECT name FROM tags ORDER BY name").fetchall()
    return jsonify(tags=[r["name"] for r in rows])


@app.get("/api/articles/<slug>")
def get_article(slug):
    row = get_db().execute(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "WHERE a.slug = ?", (slug,)).fetchone()
    if row is None:
        return jsonify(errors={"article": ["not found"]}), 404
    return jsonify(article={"slug": row["slug"], "title": row["title"], "body": row["body"],
                            "description": row["description"], "createdAt": row["created_at"],
                            "updatedAt": row["updated_at"]})


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


init_db()
