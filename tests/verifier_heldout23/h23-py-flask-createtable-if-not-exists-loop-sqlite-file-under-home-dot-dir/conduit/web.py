import re
from functools import wraps

import jwt
from flask import Flask, g, jsonify, request
from passlib.hash import pbkdf2_sha256
from sqlalchemy import func, select

from .db import Session, init_schema
from .schema import Article, Tag, User

SECRET = "conduit-signing-key"

app = Flask(__name__)
init_schema()


@app.teardown_appcontext
def remove_session(_exc=None):
    Session.remove()


def fail(status, msg):
    return jsonify(errors={"body": [msg]}), status


def current_user(required=True):
    def deco(fn):
        @wraps(fn)
        def inner(*args, **kwargs):
            g.user = None
            raw = request.headers.get("Authorization", "")
            if raw.startswith("Token "):
                try:
                    uid = jwt.decode(raw[6:], SECRET, algorithms=["HS256"])["uid"]
                    g.user = Session.get(User, uid)
                except jwt.PyJWTError:
                    pass
            if required and g.user is None:
                return fail(401, "unauthorized")
            return fn(*args, **kwargs)
        return inner
    return deco


def user_out(u):
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": jwt.encode({"uid": u.id}, SECRET, algorithm="HS256")}}


def article_out(a):
    me = g.get("user")
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat() + "Z",
            "updatedAt": a.updated_at.isoformat() + "Z", "favorited": bool(me and me in a.favorited_by),
            "favoritesCount": len(a.favorited_by),
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@app.get("/api/health-check")
def health():
    return {"status": "up"}


@app.post("/api/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    user = User(username=body.get("username"), email=body.get("email"),
                password=pbkdf2_sha256.hash(body.get("password") or ""))
    Session.add(user)
    Session.commit()
    return user_out(user), 201


@app.post("/api/users/login")
def login():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    user = Session.scalar(select(User).where(User.email == body.get("email")))
    if not user or not pbkdf2_sha256.verify(body.get("password") or "", user.password):
        return fail(401, "invalid credentials")
    return user_out(user)


@app.get("/api/articles")
@current_user(required=False)
def articles():
    stmt = select(Article)
    if tag := request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author := request.args.get("author"):
        stmt = stmt.where(Article.author.has(User.username == author))
    if fav := request.args.get("favorited"):
        stmt = stmt.where(Article.favorited_by.any(User.username == fav))
    total = Session.scalar(select(func.count()).select_from(stmt.subquery()))
    limit = request.args.get("limit", 20, type=int)
    offset = request.args.get("offset", 0, type=int)
    rows = Session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)).unique()
    return {"articles": [article_out(a) for a in rows], "articlesCount": total}


@app.post("/api/articles")
@current_user()
def create_article():
    body = (request.get_json(silent=True) or {}).get("article") or {}
    slug = re.sub(r"[^a-z0-9]+", "-", (body.get("title") or "").lower()).strip("-")
    article = Article(slug=slug, title=body.get("title"), description=body.get("description"),
                      body=body.get("body"), author=g.user)
    for name in body.get("tagList") or []:
        tag = Session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)
        article.tags.append(tag)
    Session.add(article)
    Session.commit()
    return {"article": article_out(article)}, 201


@app.get("/api/tags")
def tags():
    return {"tags": list(Session.scalars(select(Tag.name).order_by(Tag.name)))}
