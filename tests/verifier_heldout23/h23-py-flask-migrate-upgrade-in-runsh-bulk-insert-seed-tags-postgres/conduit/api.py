import re
from functools import wraps

import jwt
from flask import Blueprint, current_app, g, jsonify, request
from sqlalchemy import func, select
from werkzeug.security import check_password_hash, generate_password_hash

from .models import Article, Tag, User, db

api = Blueprint("api", __name__)


def _token(user):
    return jwt.encode({"id": user.id}, current_app.config["SECRET_KEY"], algorithm="HS256")


def authenticated(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        g.user = None
        if header.startswith("Token "):
            try:
                claims = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
                g.user = db.session.get(User, claims["id"])
            except jwt.PyJWTError:
                pass
        if g.user is None:
            return jsonify(errors={"body": ["unauthorized"]}), 401
        return fn(*args, **kwargs)
    return wrapper


def _user(u):
    return {"user": {"email": u.email, "token": _token(u), "username": u.username, "bio": u.bio, "image": u.image}}


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t.name for t in a.tags], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@api.get("/health-check")
def health_check():
    return {"status": "ok"}


@api.post("/users")
def register():
    d = (request.get_json(silent=True) or {}).get("user") or {}
    user = User(username=d.get("username"), email=d.get("email"),
                password_hash=generate_password_hash(d.get("password") or ""))
    db.session.add(user)
    db.session.commit()
    return _user(user), 201


@api.post("/users/login")
def login():
    d = (request.get_json(silent=True) or {}).get("user") or {}
    user = db.session.scalar(select(User).filter_by(email=d.get("email")))
    if user is None or not check_password_hash(user.password_hash, d.get("password") or ""):
        return jsonify(errors={"body": ["invalid credentials"]}), 401
    return _user(user)


@api.get("/articles")
def list_articles():
    stmt = select(Article).order_by(Article.created_at.desc())
    if request.args.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == request.args["tag"]))
    total = db.session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery()))
    rows = db.session.scalars(stmt.limit(request.args.get("limit", 20, type=int))
                              .offset(request.args.get("offset", 0, type=int))).all()
    return {"articles": [_article(a) for a in rows], "articlesCount": total}


@api.post("/articles")
@authenticated
def create_article():
    d = (request.get_json(silent=True) or {}).get("article") or {}
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", (d.get("title") or "").lower()).strip("-"),
                      title=d.get("title"), description=d.get("description"), body=d.get("body"),
                      author=g.user)
    for name in d.get("tagList") or []:
        article.tags.append(db.session.scalar(select(Tag).filter_by(name=name)) or Tag(name=name))
    db.session.add(article)
    db.session.commit()
    return {"article": _article(article)}, 201


@api.get("/tags")
def tags():
    return {"tags": db.session.scalars(select(Tag.name).order_by(Tag.name)).all()}
