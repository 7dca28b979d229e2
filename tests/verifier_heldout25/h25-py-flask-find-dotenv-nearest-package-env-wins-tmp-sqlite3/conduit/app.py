import re
import sqlite3
import uuid
from datetime import datetime, timedelta, timezone
from functools import wraps

import bcrypt
import jwt
from flask import Flask, g, jsonify, request

from . import config
from .db import close_db, get_db, init_schema


def _token(user_id: int) -> str:
    exp = datetime.now(timezone.utc) + timedelta(minutes=config.JWT_TTL_MINUTES)
    return jwt.encode({"sub": str(user_id), "exp": exp}, config.JWT_SECRET, algorithm="HS256")


def _user_json(row) -> dict:
    return {"user": {"email": row["email"], "token": _token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


def login_required(optional=False):
    def deco(fn):
        @wraps(fn)
        def inner(*a, **kw):
            g.user = None
            scheme, _, token = request.headers.get("Authorization", "").partition(" ")
            if scheme == "Token" and token:
                try:
                    uid = int(jwt.decode(token, config.JWT_SECRET, algorithms=["HS256"])["sub"])
                    g.user = get_db().execute("SELECT * FROM users WHERE id = ?", (uid,)).fetchone()
                except jwt.PyJWTError:
                    g.user = None
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return fn(*a, **kw)
        return inner
    return deco


def create_app() -> Flask:
    app = Flask(__name__)
    init_schema()
    app.teardown_appcontext(close_db)

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.post("/api/users")
    def register():
        data = (request.get_json(silent=True) or {}).get("user") or {}
        if not all(data.get(k) for k in ("username", "email", "password")):
            return jsonify(errors={"body": ["username, email and password are required"]}), 422
        db = get_db()
        pw = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
        try:
            cur = db.execute(
                "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                (data["username"], data["email"], pw),
            )
            db.commit()
        except sqlite3.IntegrityError:
            return jsonify(errors={"body": ["username or email already taken"]}), 409
        row = db.execute("SELECT * FROM users WHERE id = ?", (cur.lastrowid,)).fetchone()
        return jsonify(_user_json(row)), 201

    @app.post("/api/users/login")
    def login():
        data = (request.get_json(silent=True) or {}).get("user") or {}
        row = get_db().execute("SELECT * FROM users WHERE email = ?", (data.get("email", ""),)).fetchone()
        if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password_hash"].encode()):
            return jsonify(errors={"credentials": ["invalid"]}), 401
        return jsonify(_user_json(row))

    @app.get("/api/user")
    @login_required()
    def me():
        return jsonify(_user_json(g.user))

    @app.post("/api/articles")
    @login_required()
    def create_article():
        data = (request.get_json(silent=True) or {}).get("article") or {}
        if not all(data.get(k) for k in ("title", "description", "body")):
            return jsonify(errors={"body": ["title, description and body are required"]}), 422
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        db = get_db()
        cur = db.execute(
            "INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
            (slug, data["title"], data["description"], data["body"], g.user["id"]),
        )
        for tag in dict.fromkeys(data.get("tagList") or []):
            db.execute("INSERT INTO article_tags (article_id, tag) VALUES (?, ?)", (cur.lastrowid, tag))
        db.commit()
        return jsonify(article=_article(cur.lastrowid)), 201

    @app.get("/api/articles/<slug>")
    def get_article(slug):
        row = get_db().execute("SELECT id FROM articles WHERE slug = ?", (slug,)).fetchone()
        if row is None:
            return jsonify(errors={"article": ["not found"]}), 404
        return jsonify(article=_article(row["id"]))

    @app.get("/api/tags")
    def tags():
        rows = get_db().execute("SELECT DISTINCT tag FROM article_tags ORDER BY tag").fetchall()
        return jsonify(tags=[r["tag"] for r in rows])

    return app


def _article(article_id: int) -> dict:
    db = get_db()
    a = db.execute(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id WHERE a.id = ?",
        (article_id,),
    ).fetchone()
    tags = [r["tag"] for r in db.execute("SELECT tag FROM article_tags WHERE article_id = ? ORDER BY tag", (article_id,))]
    return {
        "slug": a["slug"], "title": a["title"], "description": a["description"], "body": a["body"],
        "tagList": tags, "createdAt": a["created_at"], "updatedAt": a["updated_at"],
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a["username"], "bio": a["bio"], "image": a["image"], "following": False},
    }


if __name__ == "__main__":
    create_app().run(port=8080, debug=True)
